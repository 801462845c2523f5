import { useState } from 'react';
import type { AuditAction } from '../../../domain/audit.ts';
import { AUDIT_PAGE_SIZE_MAX } from '../../../domain/audit.ts';
import { api } from '../../lib/api.ts';
import { useFileExport } from '../../lib/useFileExport.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { auditKeys } from './queryKeys.ts';

/**
 * One page of the journal, searched by the server as the administrator types, and filtered by
 * action; and its export, with the same search and filter, so that the file holds what the page shows.
 */
export function useJournal() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const filters = action ? { action } : {};
  const list = usePagedList({
    queryKey: auditKeys.list,
    filters,
    load: (query) => api.GET('/api/admin/audit', { params: { query } }),
    pageSize: AUDIT_PAGE_SIZE_MAX,
    loadError: 'Erreur lors du chargement du journal',
  });
  const { exportFile, isExporting } = useFileExport({
    path: '/api/admin/audit.csv',
    fallbackName: 'journal.csv',
    errorMessage: "Erreur lors de l'export du journal",
  });
  return {
    list,
    action,
    setAction,
    exportCsv: () => exportFile({ ...filters, search: list.search.trim() }),
    isExporting,
  };
}
