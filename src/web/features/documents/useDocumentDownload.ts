import { useMutation } from '@tanstack/react-query';
import type { DownloadLink } from '../../../domain/documents.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import { notifyError } from '../../lib/notify.ts';

const DOWNLOAD_ERROR = 'Erreur lors du téléchargement du document';

type Downloadable = { id: string; nom: string };

/**
 * Asks the server for a 60-second signed link, then fetches the file through it and saves it
 * under the document's name; a refusal becomes a toast instead of an error page.
 */
export function useDocumentDownload(linkPath: (documentId: string) => string) {
  const mutation = useMutation({
    mutationFn: async (document: Downloadable) => {
      const { url } = await api.get<DownloadLink>(linkPath(document.id));
      await downloadFile(url, document.nom);
    },
    onError: () => notifyError(DOWNLOAD_ERROR),
  });
  return {
    download: (document: Downloadable) => mutation.mutate(document),
    downloadingId: mutation.isPending ? mutation.variables.id : undefined,
  };
}
