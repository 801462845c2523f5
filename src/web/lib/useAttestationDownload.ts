import { getErrorMessage } from './api.ts';
import { downloadFile } from './files.ts';
import { useNotifiedMutation } from './useNotifiedMutation.ts';

const PATHS = {
  member: (adhesionId: string) => `/api/members/me/adhesions/${encodeURIComponent(adhesionId)}/attestation`,
  admin: (adhesionId: string) => `/api/admin/adhesions/${encodeURIComponent(adhesionId)}/attestation`,
};

/** Downloads a membership's certificate (PDF): the member's own, or any for an administrator. */
export function useAttestationDownload(scope: keyof typeof PATHS) {
  const download = useNotifiedMutation({
    // A POST: the first download numbers the certificate.
    mutationFn: (adhesionId: string) =>
      downloadFile(PATHS[scope](adhesionId), 'attestation-adhesion.pdf', 'POST'),
    failure: (error) => getErrorMessage(error, "Erreur lors du téléchargement de l'attestation"),
  });
  return {
    downloadAttestation: (adhesionId: string) => download.mutate(adhesionId),
    downloadingId: download.isPending ? download.variables : undefined,
  };
}
