import { useState } from 'react';
import { api, getErrorMessage } from '../../lib/api.ts';
import { toFormData } from '../../lib/files.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { StoredImageField } from '../../lib/StoredImageField.tsx';
import { useAssociation } from '../../lib/useAssociation.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

const LOGO_URL = '/api/admin/settings/logo';

const uploadFailure = (error: Error) => getErrorMessage(error, 'Erreur lors de l’envoi du logo');

/**
 * The logo of the header, the sign-in page, the mails and the PDFs, saved as soon as it is chosen,
 * apart from the settings form: the server reads its type from the content, bounds its size and
 * cleans an SVG. Each upload has a new address, so the header shows the new one at once.
 */
export function LogoField() {
  const logoUrl = useAssociation()?.logo_url ?? null;
  const [error, setError] = useState<string | null>(null);

  const upload = useNotifiedMutation({
    mutationFn: (file: File) => api.PUT(LOGO_URL, { body: { file }, bodySerializer: toFormData }),
    success: 'Logo enregistré',
    onSuccess: () => setError(null),
    invalidates: [queryKeys.association],
    failure: uploadFailure,
  });

  const remove = useNotifiedMutation({
    mutationFn: () => api.DELETE(LOGO_URL),
    success: 'Logo retiré',
    invalidates: [queryKeys.association],
    failure: (failure) => getErrorMessage(failure, 'Erreur lors du retrait du logo'),
  });

  return (
    <StoredImageField
      src={logoUrl}
      alt="Logo de l’association"
      emptyText="Aucun logo : le nom de l’association est montré seul."
      label="Logo"
      replaceLabel="Nouveau logo"
      description="PNG, JPEG ou SVG, 512 Ko au plus ; enregistré dès qu’il est choisi. Un logo SVG n’apparaît pas sur les PDF ni dans les mails."
      accept="image/png,image/jpeg,image/svg+xml"
      removeLabel="Retirer le logo"
      removeConfirmation={{
        title: 'Retirer le logo',
        message: 'L’en-tête, la page de connexion, les mails et les documents ne montreront plus que le nom.',
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
