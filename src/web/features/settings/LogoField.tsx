import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { toFormData } from '../../lib/files.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
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
    <Stack gap="xs">
      {logoUrl ? (
        <Group align="center" gap="md">
          <Image
            src={logoUrl}
            alt="Logo de l’association"
            h={64}
            w="auto"
            maw={240}
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
                title: 'Retirer le logo',
                message:
                  'L’en-tête, la page de connexion, les mails et les documents ne montreront plus que le nom.',
                confirmLabel: 'Retirer',
                onConfirm: () => remove.mutate(),
              })
            }
          >
            Retirer le logo
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Aucun logo : le nom de l’association est montré seul.
        </Text>
      )}
      <FileInput
        label={logoUrl ? 'Nouveau logo' : 'Logo'}
        description="PNG, JPEG ou SVG, 512 Ko au plus ; enregistré dès qu’il est choisi. Un logo SVG n’apparaît pas sur les PDF ni dans les mails."
        placeholder="Choisir une image"
        accept="image/png,image/jpeg,image/svg+xml"
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
