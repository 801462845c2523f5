import { Text } from '@mantine/core';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { LedgerFilters } from './LedgerFilters.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { LedgerTotals } from './LedgerTotals.tsx';
import { useLedger } from './useLedger.ts';

/** Every payment received, fees and gifts in money, by period, mode and type, with what each mode brought in. */
export function LedgerPage() {
  const ledger = useLedger();
  const { list } = ledger;
  return (
    <AdminSearchList
      list={list}
      intro={
        <Text size="sm" c="dimmed">
          Les cotisations et les dons en numéraire reçus. Les dons en nature ne sont pas des paiements : ils
          figurent dans la liste des dons, pas ici.
        </Text>
      }
      filters={<LedgerFilters ledger={ledger} />}
      summary={list.answer && <LedgerTotals answer={list.answer} />}
      // Filters the server would refuse are not sent: no answer, and no "nothing found" either.
      empty={list.answer && 'Aucun paiement sur cette période.'}
    >
      <LedgerTable payments={list.items} />
    </AdminSearchList>
  );
}
