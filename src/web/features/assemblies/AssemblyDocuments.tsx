import { ActionIcon, Anchor, Group, List, Text } from '@mantine/core';
import { FileText, Trash2 } from 'lucide-react';
import { AG_DOCUMENT_TYPE_LABELS, type AgDocumentType } from '../../../domain/assemblies.ts';
import type { AgDocument } from '../../../domain/assemblies-schemas.ts';

type AssemblyDocumentsProps = {
  documents: AgDocument[];
  onOpen: (documentId: string) => void;
  onDelete?: (document: AgDocument) => void;
};

const typeLabel = (type: string) => AG_DOCUMENT_TYPE_LABELS[type as AgDocumentType] ?? type;

export function AssemblyDocuments({ documents, onOpen, onDelete }: AssemblyDocumentsProps) {
  if (documents.length === 0) return <Text c="dimmed">Aucun document</Text>;
  return (
    <List spacing={4} icon={<FileText size={16} />} center>
      {documents.map((document) => (
        <List.Item key={document.id}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component="button" type="button" onClick={() => onOpen(document.id)}>
              {document.nom}
            </Anchor>
            <Text size="xs" c="dimmed">
              {typeLabel(document.type)}
            </Text>
            {onDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Supprimer ${document.nom}`}
                onClick={() => onDelete(document)}
              >
                <Trash2 size={14} />
              </ActionIcon>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
