import { AG_MESSAGES, type AgComment, COMMENTS_PAGE_SIZE } from '../../../domain/assemblies.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';

/** An AG's comments, the latest first, a page at a time; administrators also see the hidden ones. */
export function useAssemblyComments(agId: string, { withHidden }: { withHidden: boolean }) {
  const id = encodeURIComponent(agId);
  return usePagedList<AgComment>({
    queryKey: withHidden ? assemblyKeys.adminComments(agId) : assemblyKeys.comments(agId),
    path: withHidden ? `/api/admin/assemblies/${id}/comments` : `/api/assemblies/${id}/comments`,
    pageSize: COMMENTS_PAGE_SIZE,
    loadError: AG_MESSAGES.generic,
  });
}
