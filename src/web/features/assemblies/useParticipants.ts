import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';

/** An AG's participants table, a page at a time: every member may answer. Administrators only. */
export function useParticipants(agId: string) {
  return usePagedList({
    queryKey: assemblyKeys.participants(agId),
    load: (query) =>
      api.GET('/api/admin/assemblies/{id}/participants', { params: { path: { id: agId }, query } }),
    loadError: AG_MESSAGES.generic,
  });
}
