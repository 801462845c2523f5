import type { MemberDocument } from '../../../domain/documents.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { documentKeys } from './queryKeys.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

/** One page of the member's documents (general ones and those addressed to them), newest first. */
export function useDocuments() {
  const list = usePagedList<MemberDocument>({
    queryKey: documentKeys.list,
    path: '/api/documents',
    loadError: 'Erreur lors de la récupération des documents',
  });
  const { download, downloadingId } = useDocumentDownload(
    (id) => `/api/documents/${encodeURIComponent(id)}/download`,
  );
  return { list, download, downloadingId };
}
