import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminDocument } from '../../../domain/documents.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { documentKeys } from './documentKeys.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

const LOAD_ERROR = 'Erreur lors de la récupération des documents';
const SEARCH_DELAY_MS = 300;

/** Every document, searched on the server by name, recipient email or recipient full name. */
export function useAdminDocuments() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const query = useQuery({
    queryKey: documentKeys.adminSearch(debouncedSearch),
    queryFn: () =>
      api.get<AdminDocument[]>(
        debouncedSearch === ''
          ? '/api/admin/documents'
          : `/api/admin/documents?q=${encodeURIComponent(debouncedSearch)}`,
      ),
    // While a new search runs, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const removal = useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/documents/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess('Document supprimé avec succès');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.admin }),
        queryClient.invalidateQueries({ queryKey: documentKeys.mine }),
      ]);
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression du document')),
  });

  const { download, downloadingId } = useDocumentDownload(
    (id) => `/api/admin/documents/${encodeURIComponent(id)}/download`,
  );

  return {
    search,
    setSearch,
    isSearching: search.trim() !== '',
    documents: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    download,
    downloadingId,
    deleteDocument: (id: string) => removal.mutate(id),
    deletingId: removal.isPending ? removal.variables : undefined,
  };
}
