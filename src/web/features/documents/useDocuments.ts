import { useSearchParams } from 'react-router';
import { LINKED_DOCUMENT } from '../../../domain/documents.ts';
import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { documentKeys } from './queryKeys.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

/**
 * One page of the member's documents (general ones and those addressed to them), newest first;
 * and the document a message linked to (`documentLink`), downloaded through the same
 * signed link, so that the server alone says whether this member may have it.
 */
export function useDocuments() {
  const [searchParams] = useSearchParams();
  const list = usePagedList({
    queryKey: documentKeys.list,
    load: (query) => api.GET('/api/documents', { params: { query } }),
    loadError: 'Erreur lors de la récupération des documents',
  });
  const { download, downloadingId } = useDocumentDownload((id) =>
    api.GET('/api/documents/{id}/download', { params: { path: { id } } }),
  );
  return { list, download, downloadingId, linkedId: searchParams.get(LINKED_DOCUMENT) };
}
