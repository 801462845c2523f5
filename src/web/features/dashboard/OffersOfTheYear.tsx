import { Card, Table, Text } from '@mantine/core';
import type { YearStatistics } from '../../../domain/statistics.ts';
import { formatCount, formatEuros, formatMonth } from '../../lib/format.ts';

/** Each offer's memberships and income over the twelve months up to the month shown. */
export function OffersOfTheYear({ offers, month }: { offers: YearStatistics['offers']; month: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Adhésions par offre">
      <Text fw={600} component="h3">
        Adhésions par offre
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Sur les douze mois jusqu’à {formatMonth(month)}, selon la date du paiement
      </Text>
      {offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune adhésion sur cette période
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Offre</Table.Th>
              <Table.Th ta="right">Adhésions</Table.Th>
              <Table.Th ta="right">Paiements</Table.Th>
              <Table.Th ta="right">Encaissements</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => (
              <Table.Tr key={offer.offer_id}>
                <Table.Td>{offer.name}</Table.Td>
                <Table.Td ta="right">{formatCount(offer.memberships)}</Table.Td>
                <Table.Td ta="right">{formatCount(offer.payments)}</Table.Td>
                <Table.Td ta="right">{formatEuros(offer.income)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
