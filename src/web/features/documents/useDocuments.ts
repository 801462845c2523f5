import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MemberDocument } from '../../../domain/documents.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { documentKeys } from './documentKeys.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

const LOAD_ERROR = 'Erreur lors de la récupération des documents';

/** The member's documents: general ones and those addressed to them, newest first. */
export function useDocuments() {
  const query = useQuery({
    queryKey: documentKeys.mine,
    queryFn: () => api.get<MemberDocument[]>('/api/documents'),
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const { download, downloadingId } = useDocumentDownload(
    (id) => `/api/documents/${encodeURIComponent(id)}/download`,
  );

  return {
    documents: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    download,
    downloadingId,
  };
}
