import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import {
  MESSAGE_CATEGORY_LABELS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
} from '../../../domain/association-messages.ts';
import type { MessageSummary } from '../../../domain/association-messages-schemas.ts';
import { FilterSelect } from '../../lib/FilterSelect.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import { useAdminMessages } from './useAdminMessages.ts';

const STATUS_OPTIONS = MESSAGE_STATUSES.map((value) => ({ value, label: MESSAGE_STATUS_LABELS[value] }));

/** The date that tells where a message stands: sent, planned, or written. */
function messageDate(message: MessageSummary): string {
  if (message.status === 'programme' && message.scheduledAt)
    return `Prévu le ${formatDateTime(message.scheduledAt)}`;
  if (message.sentAt) return `Envoyé le ${formatDateTime(message.sentAt)}`;
  return `Créé le ${formatDateTime(message.createdAt)}`;
}

const columns: ResponsiveColumn<MessageSummary>[] = [
  {
    header: 'Sujet',
    phone: 'title',
    cell: (message) => (
      <Anchor component={Link} to={`/admin/messages/${message.id}`} fw={500} size="sm">
        {message.subject}
      </Anchor>
    ),
  },
  { header: 'Catégorie', phone: 'more', cell: (message) => MESSAGE_CATEGORY_LABELS[message.category] },
  { header: 'État', phone: 'main', cell: (message) => <MessageStatusBadge status={message.status} /> },
  {
    header: 'Envoyés',
    phone: 'main',
    cell: (message) =>
      message.status === 'brouillon'
        ? '—'
        : `${formatCount(message.counts.sent)} / ${formatCount(message.counts.total)}`,
  },
  {
    header: 'Échecs',
    phone: 'more',
    cell: (message) =>
      message.counts.failed > 0 ? (
        <Text size="sm" c="red">
          {formatCount(message.counts.failed)}
        </Text>
      ) : (
        '—'
      ),
  },
  { header: 'Date', phone: 'main', cell: messageDate },
  { header: 'Auteur', phone: 'more', cell: (message) => message.authorName ?? '—' },
];

/** Every message written to the members: drafts, planned, being sent and sent, with their counts. */
export function AdminMessagesPage() {
  const { list, status, setStatus } = useAdminMessages();
  return (
    <Stack gap="lg">
      <PageTitle />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <FilterSelect
          label="État"
          placeholder="Tous les états"
          data={STATUS_OPTIONS}
          clearLabel="Tous les états"
          value={status}
          onChange={setStatus}
          w={260}
          maw="100%"
        />
        <Button component={Link} to="/admin/messages/nouveau" leftSection={<Plus size={16} />}>
          Nouveau message
        </Button>
      </Group>
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={status ? 'Aucun message dans cet état.' : 'Aucun message pour le moment.'}
        placeholder={<Skeleton height={240} radius="md" />}
      >
        <ResponsiveTable
          label="Messages"
          rows={list.items}
          columns={columns}
          rowKey={(message) => message.id}
          rowLabel={(message) => message.subject}
          minWidth={860}
          tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        />
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
