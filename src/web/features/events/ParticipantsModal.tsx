import { Modal, Stack } from '@mantine/core';
import type { EventItem, Participant } from '../../../domain/events-schemas.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { useParticipants } from './useParticipants.ts';

const COLUMNS: ResponsiveColumn<Participant>[] = [
  { header: 'Nom', cell: (participant) => participant.nom },
  { header: 'Prénom', cell: (participant) => participant.prenom },
  { header: 'Email', cell: (participant) => participant.email },
];

type ParticipantsModalProps = { event: EventItem; onClose: () => void };

export function ParticipantsModal({ event, onClose }: ParticipantsModalProps) {
  const list = useParticipants(event.id);

  return (
    <Modal opened onClose={onClose} title={`Participants — ${event.titre}`} size="lg">
      <Stack gap="md">
        <QueryState query={list} isEmpty={list.items.length === 0} empty="Aucun participant pour le moment.">
          <ResponsiveTable
            rows={list.items}
            columns={COLUMNS}
            rowKey={(participant) => participant.email}
            minWidth={420}
            tableProps={{ striped: true }}
          />
          <ListPagination list={list} />
        </QueryState>
      </Stack>
    </Modal>
  );
}
