import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';
import { useParticipants } from './useParticipants.ts';

/** The participants table of one AG, a page at a time. */
export function ParticipantsList({ agId }: { agId: string }) {
  const list = useParticipants(agId);
  return (
    <QueryState query={list} compact>
      <ParticipantsTable participants={list.items} />
      <ListPagination list={list} />
    </QueryState>
  );
}
