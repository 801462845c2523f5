import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { Download, FileText, Search } from 'lucide-react';
import type { MemberDocument } from '../../../domain/documents.ts';
import { formatDate, formatFileSize } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useDocuments } from './useDocuments.ts';

type DocumentRowProps = { document: MemberDocument; isDownloading: boolean; onDownload: () => void };

function DocumentRow({ document, isDownloading, onDownload }: DocumentRowProps) {
  return (
    <Paper component="article" aria-label={document.nom} withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group wrap="nowrap" gap="md" miw={0}>
          <ThemeIcon variant="light" size="lg" radius="md">
            <FileText size={20} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600} truncate>
                {document.nom}
              </Text>
              {document.type === 'specifique' && (
                <Badge variant="light" color="grape">
                  Pour vous
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Ajouté le {formatDate(document.created_at)} · {formatFileSize(document.taille)}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          leftSection={<Download size={16} />}
          loading={isDownloading}
          onClick={onDownload}
          aria-label={`Télécharger ${document.nom}`}
        >
          Télécharger
        </Button>
      </Group>
    </Paper>
  );
}

export function DocumentsPage() {
  const { list, download, downloadingId, linkedId } = useDocuments();

  return (
    <Stack gap="lg">
      <div>
        <PageTitle />
        <Text c="dimmed">Les documents de l'association et ceux qui vous sont adressés.</Text>
      </div>
      {linkedId && (
        <Alert variant="light" icon={<FileText size={18} />} title="Le document indiqué par un message">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Un message de l'association vous renvoie vers ce document.</Text>
            <Button
              variant="light"
              leftSection={<Download size={16} />}
              loading={downloadingId === linkedId}
              onClick={() => download({ id: linkedId })}
            >
              Télécharger le document
            </Button>
          </Group>
        </Alert>
      )}
      <TextInput
        label="Rechercher"
        placeholder="Nom du document"
        leftSection={<Search size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={
          list.search.trim()
            ? 'Aucun document ne correspond à votre recherche.'
            : 'Aucun document disponible.'
        }
        placeholder={
          <Stack gap="lg">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={74} radius="md" />
            ))}
          </Stack>
        }
      >
        {list.items.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            isDownloading={downloadingId === document.id}
            onDownload={() => download(document)}
          />
        ))}
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
