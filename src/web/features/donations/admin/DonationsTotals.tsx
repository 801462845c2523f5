import { Card, Table, Text } from '@mantine/core';
import { DONATION_NATURE_LABELS } from '../../../../domain/donations.ts';
import type { DonationsPage } from '../../../../domain/donations-list.ts';
import { formatCount, formatEuros } from '../../../lib/format.ts';

/** What the filtered gifts come to, per nature and in all. */
export function DonationsTotals({ answer }: { answer: DonationsPage }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Totaux des dons">
      <Text fw={600} mb="xs">
        Totaux
      </Text>
      <Table aria-label="Totaux par nature de don" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nature</Table.Th>
            <Table.Th ta="right">Dons</Table.Th>
            <Table.Th ta="right">Montant</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.totals.map((total) => (
            <Table.Tr key={total.nature}>
              <Table.Td>{DONATION_NATURE_LABELS[total.nature]}</Table.Td>
              <Table.Td ta="right">{formatCount(total.count)}</Table.Td>
              <Table.Td ta="right">{formatEuros(total.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right">{formatCount(answer.total)}</Table.Th>
            <Table.Th ta="right">{formatEuros(answer.total_amount)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
