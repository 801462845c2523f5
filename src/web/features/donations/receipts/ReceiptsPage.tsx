import { Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import {
  RECEIPT_STATE_LABELS,
  RECEIPT_STATES,
  type ReceiptState,
} from '../../../../domain/donation-receipts.ts';
import type { ReceiptSummary } from '../../../../domain/donation-receipts-schemas.ts';
import { AdminSearchList } from '../../../lib/AdminSearchList.tsx';
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
    <>
      <AdminSearchList
        list={list}
        intro={
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <AnnualReceiptsCard />
            <DeclarationCard />
          </SimpleGrid>
        }
        searchPlaceholder="Donateur ou numéro"
        filters={
          <>
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
          </>
        }
        empty="Aucun reçu."
      >
        <ReceiptsTable receipts={list.items} onCancel={setCancelling} />
      </AdminSearchList>
      {cancelling && <CancelReceiptModal receipt={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
