import { Loader, Text } from '@mantine/core';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';
import { useParticipants } from './useParticipants.ts';

/** The participants table of one AG, a page at a time. */
export function ParticipantsList({ agId }: { agId: string }) {
  const list = useParticipants(agId);
  if (list.isLoading) return <Loader size="sm" />;
  if (list.loadError) return <Text c="red">{list.loadError}</Text>;
  return (
    <>
      <ParticipantsTable participants={list.items} />
      <ListPagination list={list} />
    </>
  );
}
