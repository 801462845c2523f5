import { useMutation } from '@tanstack/react-query';
import { dataExportFileName } from '../../../domain/privacy.ts';
import { getErrorMessage } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import { notifyError } from '../../lib/notify.ts';

/** "Télécharger mes données": the ZIP the server builds from the member's own data. */
export function useDataExport() {
  const download = useMutation({
    mutationFn: () => downloadFile('/api/members/me/data-export', dataExportFileName()),
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors du téléchargement de vos données')),
  });
  return { downloadData: () => download.mutate(), isDownloading: download.isPending };
}
