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
