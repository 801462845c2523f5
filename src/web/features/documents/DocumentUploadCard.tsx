import { Button, Card, FileInput, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Paperclip, Upload } from 'lucide-react';
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
} from '../../../domain/documents.ts';
import { MemberPicker } from '../../lib/MemberPicker.tsx';
import { useDocumentUpload } from './useDocumentUpload.ts';

const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }));

export function DocumentUploadCard() {
  const { form, handleSubmit, isUploading } = useDocumentUpload();
  const isSpecific = form.getValues().type === 'specifique';

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Ajouter un document
          </Title>
          <FileInput
            label="Fichier"
            placeholder="Choisir un fichier"
            accept={DOCUMENT_MIME_TYPES.join(',')}
            leftSection={<Paperclip size={16} />}
            clearable
            withAsterisk
            {...form.getInputProps('file')}
          />
          <Text size="xs" c="dimmed">
            PDF, images, documents Word, Excel, PowerPoint, OpenDocument ou texte.
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Type
            </Text>
            <SegmentedControl
              aria-label="Type de document"
              data={TYPE_OPTIONS}
              value={form.getValues().type}
              onChange={(value) => form.setFieldValue('type', value as DocumentType)}
            />
          </Stack>
          {isSpecific && (
            <MemberPicker
              label="Utilisateur cible"
              placeholder="Choisir un membre"
              withAsterisk
              {...form.getInputProps('user_id')}
              value={form.getValues().user_id}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<Upload size={16} />} loading={isUploading}>
              Envoyer le document
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
