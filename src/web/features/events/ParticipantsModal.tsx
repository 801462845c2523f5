import { Alert, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { EventItem } from '../../../domain/events.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { useParticipants } from './useParticipants.ts';

type ParticipantsModalProps = { event: EventItem; onClose: () => void };

export function ParticipantsModal({ event, onClose }: ParticipantsModalProps) {
  const list = useParticipants(event.id);

  return (
    <Modal opened onClose={onClose} title={`Participants — ${event.titre}`} size="lg">
      <Stack gap="md">
        {list.isLoading && (
          <Center py="lg">
            <Loader />
          </Center>
        )}
        {list.loadError && <Alert color="red">{list.loadError}</Alert>}
        {!list.isLoading && !list.loadError && list.items.length === 0 && (
          <Text c="dimmed">Aucun participant pour le moment.</Text>
        )}
        {list.items.length > 0 && (
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
                {list.items.map((participant) => (
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
        <ListPagination list={list} />
      </Stack>
    </Modal>
  );
}
