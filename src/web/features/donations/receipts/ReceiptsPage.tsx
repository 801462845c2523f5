import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { useState } from 'react';
import {
  RECEIPT_STATE_LABELS,
  RECEIPT_STATES,
  type ReceiptState,
} from '../../../../domain/donation-receipts.ts';
import type { ReceiptSummary } from '../../../../domain/donation-receipts-schemas.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { ListPagination } from '../../../lib/ListPagination.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { AnnualReceiptsCard } from './AnnualReceiptsCard.tsx';
import { CancelReceiptModal } from './CancelReceiptModal.tsx';
import { DeclarationCard } from './DeclarationCard.tsx';
import { ReceiptsTable } from './ReceiptsTable.tsx';
import { currentYear, yearOptions } from './receiptYears.ts';
import { useReceiptList } from './useReceipts.ts';

const STATE_OPTIONS = RECEIPT_STATES.map((state) => ({ value: state, label: RECEIPT_STATE_LABELS[state] }));

/** The tax receipts issued: the year's work (annual receipts, declaration) and the list. */
export function ReceiptsPage() {
  const { values, setFilter, list } = useReceiptList();
  const [cancelling, setCancelling] = useState<ReceiptSummary | null>(null);
  return (
    <Stack gap="lg">
      <PageTitle />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AnnualReceiptsCard />
        <DeclarationCard />
      </SimpleGrid>
      <Group align="flex-end">
        <TextInput
          label="Rechercher"
          placeholder="Donateur ou numéro"
          leftSection={<Search size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
        />
        <Select
          label="Année d’émission"
          placeholder="Toutes"
          data={yearOptions(currentYear())}
          value={values.year ? String(values.year) : null}
          onChange={(value) => setFilter('year', value ? Number(value) : null)}
          clearable
          w={140}
        />
        <Select
          label="État"
          placeholder="Tous"
          data={STATE_OPTIONS}
          value={values.state}
          onChange={(value) => setFilter('state', value as ReceiptState | null)}
          clearable
          w={140}
        />
      </Group>
      <QueryState query={list} isEmpty={list.items.length === 0} empty="Aucun reçu.">
        <ReceiptsTable receipts={list.items} onCancel={setCancelling} />
        <ListPagination list={list} />
      </QueryState>
      {cancelling && <CancelReceiptModal receipt={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}
