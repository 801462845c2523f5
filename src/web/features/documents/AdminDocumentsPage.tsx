import { Skeleton } from '@mantine/core';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { AdminDocumentsTable } from './AdminDocumentsTable.tsx';
import { DocumentUploadCard } from './DocumentUploadCard.tsx';
import { useAdminDocuments } from './useAdminDocuments.ts';

export function AdminDocumentsPage() {
  const { list, download, downloadingId, deleteDocument, deletingId } = useAdminDocuments();

  return (
    <AdminSearchList
      list={list}
      intro={<DocumentUploadCard />}
      searchPlaceholder="Nom du document, email ou nom du destinataire"
      empty="Aucun document."
      emptySearch="Aucun document ne correspond à votre recherche."
      placeholder={<Skeleton height={240} radius="md" />}
    >
      <AdminDocumentsTable
        documents={list.items}
        downloadingId={downloadingId}
        deletingId={deletingId}
        onDownload={download}
        onDelete={deleteDocument}
      />
    </AdminSearchList>
  );
}
