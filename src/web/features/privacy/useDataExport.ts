import { dataExportFileName } from '../../../domain/privacy.ts';
import { getErrorMessage } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

/** "Télécharger mes données": the ZIP the server builds from the member's own data. */
export function useDataExport() {
  const download = useNotifiedMutation({
    mutationFn: () => downloadFile('/api/members/me/data-export', dataExportFileName()),
    failure: (error) => getErrorMessage(error, 'Erreur lors du téléchargement de vos données'),
  });
  return { downloadData: () => download.mutate(), isDownloading: download.isPending };
}

/**
 * The same archive for a member without a computer, downloaded by an administrator from the
 * register to hand it over; the server journals it.
 */
export function useMemberDataExport() {
  const download = useNotifiedMutation({
    mutationFn: (userId: string) =>
      downloadFile(
        `/api/admin/users/${encodeURIComponent(userId)}/data-export`,
        dataExportFileName(),
        'POST',
      ),
    success: 'Données exportées',
    failure: (error) => getErrorMessage(error, 'Erreur lors de l’export des données'),
  });
  return {
    exportMemberData: (userId: string) => download.mutate(userId),
    exportingUserId: download.isPending ? download.variables : undefined,
  };
}
