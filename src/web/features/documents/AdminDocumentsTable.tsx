import { Badge, Text } from '@mantine/core';
import { Download, Trash2 } from 'lucide-react';
import {
  type AdminDocument,
  ALL_USERS_LABEL,
  DOCUMENT_TYPE_LABELS,
  personName,
} from '../../../domain/documents.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { formatDate, formatFileSize } from '../../lib/format.ts';
import { IconAction } from '../../lib/IconAction.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';

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

type RowActions = Omit<AdminDocumentsTableProps, 'documents'>;

const columns = ({
  downloadingId,
  deletingId,
  onDownload,
  onDelete,
}: RowActions): ResponsiveColumn<AdminDocument>[] => [
  {
    header: 'Document',
    phone: 'title',
    cell: (document) => (
      <Text fw={500} size="sm">
        {document.nom}
      </Text>
    ),
  },
  {
    header: 'Type',
    cell: (document) => (
      <Badge variant="light" color={document.type === 'general' ? 'teal' : 'grape'}>
        {DOCUMENT_TYPE_LABELS[document.type]}
      </Badge>
    ),
  },
  {
    header: 'Destinataire',
    cell: (document) =>
      document.recipient ? (
        <>
          <Text size="sm">{personName(document.recipient)}</Text>
          <Text size="xs" c="dimmed">
            {document.recipient.email}
          </Text>
        </>
      ) : (
        <Text size="sm">{ALL_USERS_LABEL}</Text>
      ),
  },
  {
    header: 'Envoyé par',
    phone: 'more',
    cell: (document) => (
      <Text size="sm" style={NO_WRAP}>
        {document.uploader ? personName(document.uploader) : '—'}
      </Text>
    ),
  },
  {
    header: 'Taille',
    phone: 'more',
    cell: (document) => (
      <Text size="sm" style={NO_WRAP}>
        {formatFileSize(document.taille)}
      </Text>
    ),
  },
  {
    header: 'Date',
    cell: (document) => (
      <Text size="sm" style={NO_WRAP}>
        {formatDate(document.created_at)}
      </Text>
    ),
  },
  {
    header: 'Télécharger',
    phone: 'actions',
    cell: (document) => (
      <IconAction
        variant="light"
        label={`Télécharger ${document.nom}`}
        loading={downloadingId === document.id}
        onClick={() => onDownload(document)}
      >
        <Download size={16} />
      </IconAction>
    ),
  },
  {
    header: 'Supprimer',
    phone: 'actions',
    cell: (document) => (
      <IconAction
        variant="light"
        color="red"
        label={`Supprimer ${document.nom}`}
        loading={deletingId === document.id}
        onClick={() => confirmDocumentDeletion(document, () => onDelete(document.id))}
      >
        <Trash2 size={16} />
      </IconAction>
    ),
  },
];

export function AdminDocumentsTable({ documents, ...actions }: AdminDocumentsTableProps) {
  return (
    <ResponsiveTable
      rows={documents}
      columns={columns(actions)}
      rowKey={(document) => document.id}
      rowLabel={(document) => document.nom}
      minWidth={960}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
    />
  );
}
