import { Group, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { DONATION_NATURE_LABELS, DONATION_NATURES } from '../../../../domain/donations.ts';
import { DONATION_RECEIPT_STATE_LABELS, DONATION_RECEIPT_STATES } from '../../../../domain/donations-list.ts';
import { PAYMENT_MODE_OPTIONS } from '../../../../domain/members.ts';
import { FilterSelect } from '../../../lib/FilterSelect.tsx';
import { PeriodInputs } from '../../../lib/PeriodInputs.tsx';
import type { useDonations } from './useDonations.ts';

const NATURE_OPTIONS = DONATION_NATURES.map((value) => ({ value, label: DONATION_NATURE_LABELS[value] }));
const RECEIPT_OPTIONS = DONATION_RECEIPT_STATES.map((value) => ({
  value,
  label: DONATION_RECEIPT_STATE_LABELS[value],
}));

export function DonationsFilters({ donations }: { donations: ReturnType<typeof useDonations> }) {
  const { values, errors, setFilter, list } = donations;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Donateur"
        placeholder="Nom ou email"
        leftSection={<Search size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      <PeriodInputs from={values.from} to={values.to} errors={errors} onChange={setFilter} />
      <FilterSelect
        label="Mode de paiement"
        placeholder="Tous les modes"
        data={PAYMENT_MODE_OPTIONS}
        clearLabel="Tous les modes de paiement"
        value={values.mode}
        onChange={(value) => setFilter('mode', value)}
      />
      <FilterSelect
        label="Nature"
        placeholder="Toutes"
        data={NATURE_OPTIONS}
        clearLabel="Toutes les natures"
        value={values.nature}
        onChange={(value) => setFilter('nature', value)}
      />
      <FilterSelect
        label="Reçu fiscal"
        placeholder="Tous"
        data={RECEIPT_OPTIONS}
        clearLabel="Tous les états du reçu"
        value={values.receipt}
        onChange={(value) => setFilter('receipt', value)}
      />
    </Group>
  );
}
