import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { toFormData } from '../../../lib/files.ts';
import { StoredImageField } from '../../../lib/StoredImageField.tsx';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { donationSettingsKeys } from './queryKeys.ts';
import type { DonationSettingsView } from './useDonationSettingsForm.ts';

const SIGNATURE_URL = '/api/admin/donations/settings/signature';

const uploadFailure = (error: Error) => getErrorMessage(error, 'Erreur lors de l’envoi de la signature');

/**
 * The signature printed on each receipt, saved as soon as it is chosen, apart from the form: the
 * server checks the image (PNG or JPEG, 500 Ko at most) and the form's other fields stay as typed.
 */
export function SignatureField({ hasSignature }: { hasSignature: boolean }) {
  const queryClient = useQueryClient();
  // The image keeps its address when replaced: a new one in the preview's address shows it.
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const keepSignature = (saved: DonationSettingsView) =>
    queryClient.setQueryData<DonationSettingsView>(donationSettingsKeys.all, (settings) =>
      settings ? { ...settings, has_signature: saved.has_signature } : saved,
    );

  const upload = useNotifiedMutation({
    mutationFn: (file: File) => api.PUT(SIGNATURE_URL, { body: { file }, bodySerializer: toFormData }),
    success: 'Signature enregistrée',
    onSuccess: (saved) => {
      setError(null);
      setVersion((current) => current + 1);
      keepSignature(saved);
    },
    failure: uploadFailure,
  });

  const remove = useNotifiedMutation({
    mutationFn: () => api.DELETE(SIGNATURE_URL),
    success: 'Signature retirée',
    onSuccess: keepSignature,
    failure: (failure) => getErrorMessage(failure, 'Erreur lors du retrait de la signature'),
  });

  return (
    <StoredImageField
      src={hasSignature ? `${SIGNATURE_URL}?v=${version}` : null}
      alt="Signature imprimée sur les reçus"
      emptyText="Aucune image : les reçus portent le nom et la fonction du signataire seulement."
      label="Image de la signature"
      replaceLabel="Nouvelle image de la signature"
      description="PNG ou JPEG, 500 Ko au plus ; enregistrée dès qu’elle est choisie"
      accept="image/png,image/jpeg"
      removeLabel="Retirer la signature"
      removeConfirmation={{
        title: 'Retirer la signature',
        message: 'Les reçus émis ensuite ne porteront plus d’image de signature.',
      }}
      // Beside the input too: the notification goes, the refused image's reason stays.
      onUpload={(file) => upload.mutate(file, { onError: (failure) => setError(uploadFailure(failure)) })}
      onRemove={() => remove.mutate()}
      uploading={upload.isPending}
      removing={remove.isPending}
      error={error}
    />
  );
}
