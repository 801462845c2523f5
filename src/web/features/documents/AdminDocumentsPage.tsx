import { Alert, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Search, TriangleExclamationPoint } from 'lucide-react';
import { AdminDocumentsTable } from './AdminDocumentsTable.tsx';
import { DocumentUploadCard } from './DocumentUploadCard.tsx';
import { useAdminDocuments } from './useAdminDocuments.ts';

export function AdminDocumentsPage() {
  const documents = useAdminDocuments();
  const isEmpty = !documents.isLoading && !documents.loadError && documents.documents.length === 0;

  return (
    <Stack gap="lg">
      <Title order={2}>Gestion des documents</Title>
      <DocumentUploadCard />
      <TextInput
        label="Rechercher"
        placeholder="Nom du document, email ou nom du destinataire"
        leftSection={<Search size={16} />}
        value={documents.search}
        onChange={(event) => documents.setSearch(event.currentTarget.value)}
      />
      {documents.isLoading && <Skeleton height={240} radius="md" />}
      {documents.loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {documents.loadError}
        </Alert>
      )}
      {isEmpty && (
        <Text c="dimmed">
          {documents.isSearching ? 'Aucun document ne correspond à votre recherche.' : 'Aucun document.'}
        </Text>
      )}
      {documents.documents.length > 0 && (
        <AdminDocumentsTable
          documents={documents.documents}
          downloadingId={documents.downloadingId}
          deletingId={documents.deletingId}
          onDownload={documents.download}
          onDelete={documents.deleteDocument}
        />
      )}
    </Stack>
  );
}
