import { Alert, Center, Loader, Modal, Table, Text } from '@mantine/core';
import type { EventItem } from '../../../domain/events.ts';
import { useParticipants } from './useParticipants.ts';

type ParticipantsModalProps = { event: EventItem; onClose: () => void };

export function ParticipantsModal({ event, onClose }: ParticipantsModalProps) {
  const { participants, isLoading, loadError } = useParticipants(event.id);

  return (
    <Modal opened onClose={onClose} title={`Participants — ${event.titre}`} size="lg">
      {isLoading && (
        <Center py="lg">
          <Loader />
        </Center>
      )}
      {loadError && <Alert color="red">{loadError}</Alert>}
      {!isLoading && !loadError && participants.length === 0 && (
        <Text c="dimmed">Aucun participant pour le moment.</Text>
      )}
      {participants.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Prénom</Table.Th>
                <Table.Th>Email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {participants.map((participant) => (
                <Table.Tr key={participant.email}>
                  <Table.Td>{participant.nom}</Table.Td>
                  <Table.Td>{participant.prenom}</Table.Td>
                  <Table.Td>{participant.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
