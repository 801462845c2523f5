import { AG_MESSAGES, COMMENTS_PAGE_SIZE } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';

/** An AG's comments, the latest first, a page at a time; administrators also see the hidden ones. */
export function useAssemblyComments(agId: string, { withHidden }: { withHidden: boolean }) {
  const path = { id: agId };
  return usePagedList({
    queryKey: withHidden ? assemblyKeys.adminComments(agId) : assemblyKeys.comments(agId),
    load: (query) =>
      withHidden
        ? api.GET('/api/admin/assemblies/{id}/comments', { params: { path, query } })
        : api.GET('/api/assemblies/{id}/comments', { params: { path, query } }),
    pageSize: COMMENTS_PAGE_SIZE,
    loadError: AG_MESSAGES.generic,
  });
}
