import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { adhesionTypeLabel } from '../../../domain/members.ts';
import type { Adhesion } from '../../../domain/members-schemas.ts';
import { formatDate, formatEuros } from '../../lib/format.ts';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';

export function AdhesionHistory({ adhesions, isLoading }: { adhesions: Adhesion[]; isLoading: boolean }) {
  return (
    <Stack gap="sm" component="section" aria-label="Historique de vos adhésions">
      <Title order={3}>Historique de vos adhésions</Title>
      {isLoading && <Skeleton height={120} />}
      {!isLoading && adhesions.length === 0 && (
        <Stack gap={4} align="center" py="lg">
          <Text fw={600}>Aucune adhésion</Text>
          <Text c="dimmed">Vous n'avez pas encore d'adhésion enregistrée.</Text>
        </Stack>
      )}
      {adhesions.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Montant</Table.Th>
                <Table.Th>Début</Table.Th>
                <Table.Th>Fin</Table.Th>
                <Table.Th>Statut</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {adhesions.map((adhesion) => (
                <Table.Tr key={adhesion.id}>
                  <Table.Td>{adhesionTypeLabel(adhesion.type)}</Table.Td>
                  <Table.Td>{formatEuros(adhesion.montant)}</Table.Td>
                  <Table.Td>{formatDate(adhesion.date_debut)}</Table.Td>
                  <Table.Td>{formatDate(adhesion.date_fin)}</Table.Td>
                  <Table.Td>
                    <AdhesionStatusBadge statut={adhesion.statut} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
