import { Alert, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Search, TriangleExclamationPoint } from 'lucide-react';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { AdminDocumentsTable } from './AdminDocumentsTable.tsx';
import { DocumentUploadCard } from './DocumentUploadCard.tsx';
import { useAdminDocuments } from './useAdminDocuments.ts';

export function AdminDocumentsPage() {
  const { list, download, downloadingId, deleteDocument, deletingId } = useAdminDocuments();
  const isEmpty = !list.isLoading && !list.loadError && list.items.length === 0;

  return (
    <Stack gap="lg">
      <PageTitle>Gestion des documents</PageTitle>
      <DocumentUploadCard />
      <TextInput
        label="Rechercher"
        placeholder="Nom du document, email ou nom du destinataire"
        leftSection={<Search size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      {list.isLoading && <Skeleton height={240} radius="md" />}
      {list.loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {list.loadError}
        </Alert>
      )}
      {isEmpty && (
        <Text c="dimmed">
          {list.search.trim() ? 'Aucun document ne correspond à votre recherche.' : 'Aucun document.'}
        </Text>
      )}
      {list.items.length > 0 && (
        <>
          <AdminDocumentsTable
            documents={list.items}
            downloadingId={downloadingId}
            deletingId={deletingId}
            onDownload={download}
            onDelete={deleteDocument}
          />
          <ListPagination list={list} />
        </>
      )}
    </Stack>
  );
}
