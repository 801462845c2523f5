import type { MembershipFilter } from '../../../domain/members.ts';
import { useFileExport } from '../../lib/useFileExport.ts';

/** Downloads the register as the list shows it (same search, same filter), for French Excel. */
export function useExportUsers() {
  const { exportFile, isExporting } = useFileExport({
    path: '/api/admin/users/export',
    fallbackName: 'adherents.csv',
    errorMessage: "Erreur lors de l'export des membres",
  });
  const download = (filters: { statut: MembershipFilter; search: string }) =>
    exportFile({ statut: filters.statut, search: filters.search.trim() });
  return { download, isExporting };
}
