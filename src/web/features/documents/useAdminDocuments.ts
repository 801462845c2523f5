import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { documentKeys } from './queryKeys.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

/** One page of every document, searched on the server by name, recipient email or recipient full name. */
export function useAdminDocuments() {
  const list = usePagedList({
    queryKey: documentKeys.adminList,
    load: (query) => api.GET('/api/admin/documents', { params: { query } }),
    loadError: 'Erreur lors de la récupération des documents',
  });

  const removal = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/admin/documents/{id}', { params: { path: { id } } }),
    success: 'Document supprimé avec succès',
    // The administrators' list and the members' one.
    invalidates: [documentKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression du document'),
  });

  const { download, downloadingId } = useDocumentDownload((id) =>
    api.GET('/api/admin/documents/{id}/download', { params: { path: { id } } }),
  );

  return {
    list,
    download,
    downloadingId,
    deleteDocument: (id: string) => removal.mutate(id),
    deletingId: removal.isPending ? removal.variables : undefined,
  };
}
