import { AG_MESSAGES, PAST_ASSEMBLIES_PAGE_SIZE, type PastAssembly } from '../../../domain/assemblies.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';

/** The finished AGs, the latest first, paged by the server with their documents and tallies. */
export function usePastAssemblies() {
  return usePagedList<PastAssembly>({
    queryKey: assemblyKeys.past,
    path: '/api/assemblies/past',
    pageSize: PAST_ASSEMBLIES_PAGE_SIZE,
    loadError: AG_MESSAGES.generic,
  });
}
