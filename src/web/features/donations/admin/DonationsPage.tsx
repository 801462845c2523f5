import { Button, Group } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminDonation } from '../../../../domain/donations-list.ts';
import { AdminSearchList } from '../../../lib/AdminSearchList.tsx';
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
    <>
      <AdminSearchList
        list={list}
        actions={
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
        }
        filters={<DonationsFilters donations={donations} />}
        summary={list.answer && <DonationsTotals answer={list.answer} />}
        empty={list.answer && 'Aucun don ne correspond à ces critères.'}
      >
        <DonationsTable gifts={list.items} onEdit={setEditing} />
      </AdminSearchList>
      {editing !== undefined && <DonationFormModal gift={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
