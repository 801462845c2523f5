import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { ImageUp, Trash2 } from 'lucide-react';
import { confirmDeletion } from './confirmDeletion.tsx';

type StoredImageFieldProps = {
  /** The stored image's address, or null when there is none. */
  src: string | null;
  alt: string;
  /** What shows without an image. */
  emptyText: string;
  label: string;
  /** The label once an image is stored: the next one replaces it. */
  replaceLabel: string;
  description: string;
  accept: string;
  removeLabel: string;
  removeConfirmation: { title: string; message: string };
  onUpload: (file: File) => void;
  onRemove: () => void;
  uploading: boolean;
  removing: boolean;
  /** The server's reason for refusing the last upload, kept beside the input. */
  error: string | null;
};

/**
 * An image saved as soon as it is chosen, apart from its page's form (the logo, the receipts'
 * signature): a preview, its removal after confirmation, and the input that replaces it.
 */
export function StoredImageField(props: StoredImageFieldProps) {
  return (
    <Stack gap="xs">
      {props.src ? (
        <Group align="center" gap="md">
          <Image
            src={props.src}
            alt={props.alt}
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
            loading={props.removing}
            onClick={() =>
              confirmDeletion({
                ...props.removeConfirmation,
                confirmLabel: 'Retirer',
                onConfirm: props.onRemove,
              })
            }
          >
            {props.removeLabel}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      )}
      <FileInput
        label={props.src ? props.replaceLabel : props.label}
        description={props.description}
        placeholder="Choisir une image"
        accept={props.accept}
        leftSection={<ImageUp size={16} />}
        value={null}
        onChange={(file) => {
          if (file) props.onUpload(file);
        }}
        disabled={props.uploading}
        error={props.error}
      />
    </Stack>
  );
}
