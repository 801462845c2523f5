import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { Download, Trash2 } from 'lucide-react';
import {
  type AdminDocument,
  ALL_USERS_LABEL,
  DOCUMENT_TYPE_LABELS,
  personName,
} from '../../../domain/documents.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { formatDate, formatFileSize } from '../../lib/format.ts';

type AdminDocumentsTableProps = {
  documents: AdminDocument[];
  downloadingId: string | undefined;
  deletingId: string | undefined;
  onDownload: (document: AdminDocument) => void;
  onDelete: (id: string) => void;
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function confirmDocumentDeletion(document: AdminDocument, onConfirm: () => void) {
  confirmDeletion({
    title: 'Supprimer le document',
    message: <>Êtes-vous sûr de vouloir supprimer le document « {document.nom} » ?</>,
    onConfirm,
  });
}

export function AdminDocumentsTable({
  documents,
  downloadingId,
  deletingId,
  onDownload,
  onDelete,
}: AdminDocumentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Destinataire</Table.Th>
            <Table.Th>Envoyé par</Table.Th>
            <Table.Th>Taille</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Télécharger</Table.Th>
            <Table.Th>Supprimer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <Text fw={500} size="sm">
                  {document.nom}
                </Text>
              </Table.Td>
              <Table.Td miw={120}>
                <Badge
                  variant="light"
                  color={document.type === 'general' ? 'teal' : 'grape'}
                  miw="max-content"
                >
                  {DOCUMENT_TYPE_LABELS[document.type]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {document.recipient ? (
                  <>
                    <Text size="sm">{personName(document.recipient)}</Text>
                    <Text size="xs" c="dimmed">
                      {document.recipient.email}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{ALL_USERS_LABEL}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={NO_WRAP}>
                  {document.uploader ? personName(document.uploader) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={NO_WRAP}>
                  {formatFileSize(document.taille)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={NO_WRAP}>
                  {formatDate(document.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label="Télécharger">
                  <ActionIcon
                    variant="light"
                    aria-label={`Télécharger ${document.nom}`}
                    loading={downloadingId === document.id}
                    onClick={() => onDownload(document)}
                  >
                    <Download size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Tooltip label="Supprimer">
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={`Supprimer ${document.nom}`}
                    loading={deletingId === document.id}
                    onClick={() => confirmDocumentDeletion(document, () => onDelete(document.id))}
                  >
                    <Trash2 size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
