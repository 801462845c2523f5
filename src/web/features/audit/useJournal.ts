import { useState } from 'react';
import type { AuditAction } from '../../../domain/audit.ts';
import { AUDIT_PAGE_SIZE_MAX } from '../../../domain/audit.ts';
import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { auditKeys } from './queryKeys.ts';

/** One page of the journal, searched by the server as the administrator types, and filtered by action. */
export function useJournal() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const list = usePagedList({
    queryKey: auditKeys.list,
    filters: action ? { action } : {},
    load: (query) => api.GET('/api/admin/audit', { params: { query } }),
    pageSize: AUDIT_PAGE_SIZE_MAX,
    loadError: 'Erreur lors du chargement du journal',
  });
  return { list, action, setAction };
}
