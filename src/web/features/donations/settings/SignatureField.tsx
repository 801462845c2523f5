import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { confirmDeletion } from '../../../lib/confirmDeletion.tsx';
import { toFormData } from '../../../lib/files.ts';
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
    <Stack gap="xs">
      {hasSignature ? (
        <Group align="center" gap="md">
          <Image
            src={`${SIGNATURE_URL}?v=${version}`}
            alt="Signature imprimée sur les reçus"
            h={64}
            w="auto"
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-gray-3)"
          />
          <Button
            variant="subtle"
            color="red"
            leftSection={<Trash2 size={16} />}
            loading={remove.isPending}
            onClick={() =>
              confirmDeletion({
                title: 'Retirer la signature',
                message: 'Les reçus émis ensuite ne porteront plus d’image de signature.',
                confirmLabel: 'Retirer',
                onConfirm: () => remove.mutate(),
              })
            }
          >
            Retirer la signature
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Aucune image : les reçus portent le nom et la fonction du signataire seulement.
        </Text>
      )}
      <FileInput
        label={hasSignature ? 'Nouvelle image de la signature' : 'Image de la signature'}
        description="PNG ou JPEG, 500 Ko au plus ; enregistrée dès qu’elle est choisie"
        placeholder="Choisir une image"
        accept="image/png,image/jpeg"
        leftSection={<ImageUp size={16} />}
        value={null}
        onChange={(file) => {
          // Beside the input too: the notification goes, the refused image's reason stays.
          if (file) upload.mutate(file, { onError: (failure) => setError(uploadFailure(failure)) });
        }}
        disabled={upload.isPending}
        error={error}
      />
    </Stack>
  );
}
