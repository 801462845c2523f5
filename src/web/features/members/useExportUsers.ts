import { useState } from 'react';
import type { MembershipFilter } from '../../../domain/members.ts';
import { getErrorMessage } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import { notifyError } from '../../lib/notify.ts';

/** Downloads the register as the list shows it (same search, same filter), for French Excel. */
export function useExportUsers() {
  const [isExporting, setExporting] = useState(false);
  const download = async (filters: { statut: MembershipFilter; search: string }) => {
    setExporting(true);
    try {
      const params = new URLSearchParams({ statut: filters.statut, search: filters.search.trim() });
      await downloadFile(`/api/admin/users/export?${params}`, 'adherents.csv');
    } catch (error) {
      notifyError(getErrorMessage(error, "Erreur lors de l'export des membres"));
    } finally {
      setExporting(false);
    }
  };
  return { download, isExporting };
}
