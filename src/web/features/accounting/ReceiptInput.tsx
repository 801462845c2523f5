import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { Paperclip } from 'lucide-react';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { formatFileSize } from '../../lib/format.ts';
import { useReceipt } from './useReceipt.ts';

type ReceiptInputProps = {
  /** The entry as saved, with the receipt it has (null: not saved yet). */
  entry: Entry | null;
  onRemoved: (entry: Entry) => void;
  file: File | null;
  onFile: (file: File | null) => void;
};

/** The receipt kept with an entry (shown, opened, removed) and the file that will join or replace it. */
export function ReceiptInput({ entry, onRemoved, file, onFile }: ReceiptInputProps) {
  const { openReceipt, isOpening, askRemoval } = useReceipt(onRemoved);
  const attachment = entry?.attachment;
  return (
    <Stack gap={6}>
      {entry && attachment && (
        <Group gap="xs" wrap="wrap">
          <Paperclip size={16} aria-hidden />
          <Text size="sm">
            {attachment.name} ({formatFileSize(attachment.size)})
          </Text>
          <Button size="compact-sm" variant="light" loading={isOpening} onClick={() => openReceipt(entry.id)}>
            Voir le justificatif
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => askRemoval(entry)}>
            Retirer
          </Button>
        </Group>
      )}
      <FileInput
        label={attachment ? 'Remplacer le justificatif' : 'Justificatif'}
        description="Photo ou PDF du ticket, de la facture"
        placeholder="Choisir un fichier"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        clearable
        clearButtonProps={{ 'aria-label': 'Ne pas joindre ce fichier' }}
        value={file}
        onChange={onFile}
      />
    </Stack>
  );
}
