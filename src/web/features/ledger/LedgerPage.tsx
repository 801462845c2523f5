import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { LedgerFilters } from './LedgerFilters.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { LedgerTotals } from './LedgerTotals.tsx';
import { useLedger } from './useLedger.ts';

/** Every membership payment, by period and mode, with what each mode brought in. */
export function LedgerPage() {
  const ledger = useLedger();
  const { list } = ledger;
  return (
    <Stack gap="lg">
      <PageTitle>Paiements</PageTitle>
      <LedgerFilters ledger={ledger} />
      {list.isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {list.loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {list.loadError}
        </Alert>
      )}
      {list.answer && <LedgerTotals answer={list.answer} />}
      {list.answer && list.items.length === 0 && <Text c="dimmed">Aucun paiement sur cette période.</Text>}
      {list.items.length > 0 && <LedgerTable payments={list.items} />}
      <ListPagination list={list} />
    </Stack>
  );
}
