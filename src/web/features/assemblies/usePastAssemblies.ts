import { AG_MESSAGES, PAST_ASSEMBLIES_PAGE_SIZE } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';

/** The finished AGs, the latest first, paged by the server with their documents and tallies. */
export function usePastAssemblies() {
  return usePagedList({
    queryKey: assemblyKeys.past,
    load: (query) => api.GET('/api/assemblies/past', { params: { query } }),
    pageSize: PAST_ASSEMBLIES_PAGE_SIZE,
    loadError: AG_MESSAGES.generic,
  });
}
