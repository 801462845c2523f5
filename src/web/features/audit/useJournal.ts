import { useState } from 'react';
import type { AuditAction, AuditEntryView, AuditPage } from '../../../domain/audit.ts';
import { AUDIT_PAGE_SIZE_MAX } from '../../../domain/audit.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { auditKeys } from './queryKeys.ts';

/** One page of the journal, searched by the server as the administrator types, and filtered by action. */
export function useJournal() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const list = usePagedList<AuditEntryView, AuditPage>({
    queryKey: auditKeys.list,
    path: '/api/admin/audit',
    filters: action ? { action } : {},
    pageSize: AUDIT_PAGE_SIZE_MAX,
    loadError: 'Erreur lors du chargement du journal',
  });
  return { list, action, setAction };
}
