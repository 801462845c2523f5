import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { DOCUMENT_TYPE_LABELS } from '../../../domain/documents.ts';
import { api } from '../../lib/api.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { documentKeys } from '../documents/queryKeys.ts';

/** A picker answers a few documents at a time, searched by the server. */
const PICKER_SIZE = 20;

type PickedDocument = { id: string; nom: string };

type DocumentLinkModalProps = {
  opened: boolean;
  onClose: () => void;
  onPick: (document: PickedDocument) => void;
};

/** The documents of the library, searched by name as one types, to link one in a message. */
export function DocumentLinkModal({ opened, onClose, onPick }: DocumentLinkModalProps) {
  // The documents' own admin list, its first page only: the search narrows it.
  const list = usePagedList({
    queryKey: documentKeys.adminList,
    load: (query) => api.GET('/api/admin/documents', { params: { query } }),
    pageSize: PICKER_SIZE,
    enabled: opened,
    loadError: 'Erreur lors de la récupération des documents',
  });
  const documents = list.items;

  return (
    <Modal opened={opened} onClose={onClose} title="Lien vers un document">
      <Stack gap="sm">
        <TextInput
          label="Rechercher un document"
          placeholder="Nom du document"
          leftSection={<Search size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <QueryState
          query={list}
          isEmpty={documents.length === 0}
          empty="Aucun document ne correspond à votre recherche."
          compact
        >
          {documents.map((document) => (
            <Button
              key={document.id}
              variant="subtle"
              justify="space-between"
              fullWidth
              onClick={() => onPick(document)}
              rightSection={
                <Text size="xs" c="dimmed">
                  {DOCUMENT_TYPE_LABELS[document.type]}
                </Text>
              }
            >
              {document.nom}
            </Button>
          ))}
        </QueryState>
      </Stack>
    </Modal>
  );
}
