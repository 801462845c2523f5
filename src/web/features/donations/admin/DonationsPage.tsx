import { Button, Group, Stack } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminDonation } from '../../../../domain/donations-list.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { ListPagination } from '../../../lib/ListPagination.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { DonationFormModal } from './DonationFormModal.tsx';
import { DonationsFilters } from './DonationsFilters.tsx';
import { DonationsTable } from './DonationsTable.tsx';
import { DonationsTotals } from './DonationsTotals.tsx';
import { useDonations } from './useDonations.ts';

const SECTIONS = [
  { to: '/admin/dons/recus', label: 'Reçus fiscaux' },
  { to: '/admin/dons/donateurs', label: 'Donateurs' },
  { to: '/admin/dons/parametres', label: 'Paramètres' },
];

/** Every gift, by period, mode, nature and receipt, with what they come to; gifts by hand. */
export function DonationsPage() {
  const donations = useDonations();
  const { list } = donations;
  // undefined: no form open; null: a new gift.
  const [editing, setEditing] = useState<AdminDonation | null | undefined>(undefined);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle />
        <Group gap="xs" wrap="wrap">
          {SECTIONS.map((section) => (
            <Button key={section.to} component={Link} to={section.to} variant="subtle">
              {section.label}
            </Button>
          ))}
          <Button leftSection={<Plus size={16} />} onClick={() => setEditing(null)}>
            Enregistrer un don
          </Button>
        </Group>
      </Group>
      <DonationsFilters donations={donations} />
      {list.answer && <DonationsTotals answer={list.answer} />}
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={list.answer && 'Aucun don ne correspond à ces critères.'}
      >
        <DonationsTable gifts={list.items} onEdit={setEditing} />
        <ListPagination list={list} />
      </QueryState>
      {editing !== undefined && <DonationFormModal gift={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
