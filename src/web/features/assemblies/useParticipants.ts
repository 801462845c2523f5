import { AG_MESSAGES, type Participant } from '../../../domain/assemblies.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';

/** An AG's participants table, a page at a time: every member may answer. Administrators only. */
export function useParticipants(agId: string) {
  return usePagedList<Participant>({
    queryKey: assemblyKeys.participants(agId),
    path: `/api/admin/assemblies/${encodeURIComponent(agId)}/participants`,
    loadError: AG_MESSAGES.generic,
  });
}
