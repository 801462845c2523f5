import type { DownloadLink } from '../../../domain/documents.ts';
import { followDownloadLink } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

const DOWNLOAD_ERROR = 'Erreur lors du téléchargement du document';

type Downloadable = { id: string };

/**
 * Asks the server for a 60-second signed link (`requestLink`, the member's route or the
 * administrator's), then follows it: the file downloads under the document's name. A refusal of
 * the link (a document gone, another member's) becomes a toast.
 */
export function useDocumentDownload(requestLink: (documentId: string) => Promise<DownloadLink>) {
  const mutation = useNotifiedMutation({
    mutationFn: async (document: Downloadable) => {
      const { url } = await requestLink(document.id);
      followDownloadLink(url);
    },
    failure: DOWNLOAD_ERROR,
  });
  return {
    download: (document: Downloadable) => mutation.mutate(document),
    downloadingId: mutation.isPending ? mutation.variables.id : undefined,
  };
}
