import { Button, FileInput, Group, Select, TextInput } from '@mantine/core';
import { Upload } from 'lucide-react';
import {
  AG_DOCUMENT_TYPE_LABELS,
  AG_DOCUMENT_TYPES,
  type AgDocumentType,
} from '../../../domain/assemblies.ts';
import type { useDocumentUpload } from './useDocumentUpload.ts';

const TYPE_OPTIONS = AG_DOCUMENT_TYPES.map((type) => ({ value: type, label: AG_DOCUMENT_TYPE_LABELS[type] }));

export function DocumentUploadForm({ upload }: { upload: ReturnType<typeof useDocumentUpload> }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FileInput
        label="Fichier"
        placeholder="Choisir un fichier"
        value={upload.file}
        onChange={upload.setFile}
        clearable
        w={220}
      />
      <Select
        label="Type"
        placeholder="Type du document"
        data={TYPE_OPTIONS}
        value={upload.type}
        onChange={(value) => upload.setType(value as AgDocumentType | null)}
        w={200}
      />
      <TextInput
        label="Nom du document"
        value={upload.nom}
        onChange={(event) => upload.setNom(event.currentTarget.value)}
        w={220}
      />
      <Button
        leftSection={<Upload size={16} />}
        disabled={!upload.isComplete}
        loading={upload.isUploading}
        onClick={upload.submit}
      >
        Ajouter le document
      </Button>
    </Group>
  );
}
