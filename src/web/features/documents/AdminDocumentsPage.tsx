import { Skeleton, Stack, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { AdminDocumentsTable } from './AdminDocumentsTable.tsx';
import { DocumentUploadCard } from './DocumentUploadCard.tsx';
import { useAdminDocuments } from './useAdminDocuments.ts';

export function AdminDocumentsPage() {
  const { list, download, downloadingId, deleteDocument, deletingId } = useAdminDocuments();

  return (
    <Stack gap="lg">
      <PageTitle />
      <DocumentUploadCard />
      <TextInput
        label="Rechercher"
        placeholder="Nom du document, email ou nom du destinataire"
        leftSection={<Search size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={list.search.trim() ? 'Aucun document ne correspond à votre recherche.' : 'Aucun document.'}
        placeholder={<Skeleton height={240} radius="md" />}
      >
        <AdminDocumentsTable
          documents={list.items}
          downloadingId={downloadingId}
          deletingId={deletingId}
          onDownload={download}
          onDelete={deleteDocument}
        />
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
