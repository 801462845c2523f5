import { Table, Text } from '@mantine/core';
import type { Participant } from '../../../domain/assemblies.ts';

export function ParticipantsTable({ participants }: { participants: Participant[] }) {
  if (participants.length === 0) return <Text c="dimmed">Aucune réponse pour le moment</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Participants">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nom</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Présent</Table.Th>
            <Table.Th>Procuration</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((participant) => (
            <Table.Tr key={participant.user_id}>
              <Table.Td>
                {participant.prenom} {participant.nom}
              </Table.Td>
              <Table.Td>{participant.email}</Table.Td>
              <Table.Td>{participant.present ? 'Oui' : 'Non'}</Table.Td>
              <Table.Td>{participant.procuration ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
