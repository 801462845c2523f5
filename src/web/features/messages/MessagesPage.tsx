import { Anchor, Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGE_CATEGORY_LABELS } from '../../../domain/association-messages.ts';
import type { MemberMessagePage } from '../../../domain/member-messages.ts';
import { formatCountOf, formatDate, formatDateTime } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { MessageBody } from './MessageBody.tsx';
import { useReceivedMessage, useReceivedMessages } from './useReceivedMessages.ts';

type MemberMessageItem = MemberMessagePage['items'][number];

const columns: ResponsiveColumn<MemberMessageItem>[] = [
  {
    header: 'Sujet',
    phone: 'title',
    cell: (message) => (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={`?message=${message.id}`} fw={message.read ? 400 : 700} size="sm">
          {message.subject}
        </Anchor>
        {!message.read && (
          <Badge size="xs" color="blue">
            Non lu
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Catégorie', phone: 'main', cell: (message) => MESSAGE_CATEGORY_LABELS[message.category] },
  { header: 'Reçu le', phone: 'main', cell: (message) => formatDate(message.sentAt) },
];

/** What the association wrote to the member, newest first; a message opens over the list. */
export function MessagesPage() {
  const { list, unread, openedId, close } = useReceivedMessages();
  return (
    <Stack gap="lg">
      <PageTitle />
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty="Vous n'avez reçu aucun message de l'association pour le moment."
        placeholder={<Skeleton height={240} radius="md" />}
      >
        {unread > 0 && (
          <Text size="sm" c="dimmed">
            {formatCountOf(unread, 'message non lu', 'messages non lus')}
          </Text>
        )}
        <ResponsiveTable
          label="Messages reçus"
          rows={list.items}
          columns={columns}
          rowKey={(message) => message.id}
          rowLabel={(message) => message.subject}
          minWidth={560}
          tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
        />
        <ListPagination list={list} />
      </QueryState>
      <MessageReader id={openedId} onClose={close} />
    </Stack>
  );
}

function MessageReader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useReceivedMessage(id);
  const { message } = query;
  return (
    <Modal opened={id !== null} onClose={onClose} size="lg" title={message?.subject ?? 'Message'}>
      <QueryState query={query} compact>
        {message && (
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {MESSAGE_CATEGORY_LABELS[message.category]} · {formatDateTime(message.sentAt)}
            </Text>
            <MessageBody html={message.bodyHtml} />
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
