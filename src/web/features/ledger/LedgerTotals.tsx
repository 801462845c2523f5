import { Card, Table, Text } from '@mantine/core';
import { type LedgerPage, MODE_NOT_RECORDED } from '../../../domain/ledger.ts';
import { formatCount, formatEuros } from '../../lib/format.ts';

/** What each mode brought over the whole filtered period, and the grand total. */
export function LedgerTotals({ answer }: { answer: LedgerPage }) {
  const count = answer.totals.reduce((sum, total) => sum + total.count, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Totaux par mode">
      <Text fw={600} mb="xs">
        Totaux par mode
      </Text>
      <Table aria-label="Totaux par mode de paiement" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mode de paiement</Table.Th>
            <Table.Th ta="right">Paiements</Table.Th>
            <Table.Th ta="right">Montant</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.totals.map((total) => (
            <Table.Tr key={total.mode_paiement ?? MODE_NOT_RECORDED}>
              <Table.Td>{total.mode_paiement ?? MODE_NOT_RECORDED}</Table.Td>
              <Table.Td ta="right">{formatCount(total.count)}</Table.Td>
              <Table.Td ta="right">{formatEuros(total.montant)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right">{formatCount(count)}</Table.Th>
            <Table.Th ta="right">{formatEuros(answer.total_montant)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
