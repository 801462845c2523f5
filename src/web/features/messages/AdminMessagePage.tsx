import { Anchor, Skeleton, Stack } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useComposerStart } from './composerStart.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageProgress } from './MessageProgress.tsx';
import { useAdminMessage } from './useAdminMessage.ts';

/**
 * `/admin/messages/nouveau` and `/admin/messages/:id`: a draft opens in the composer, a message
 * sent, planned or cancelled in its progress.
 */
export function AdminMessagePage() {
  const { id } = useParams();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/messages" size="sm">
        <ArrowLeft size={14} /> Tous les messages
      </Anchor>
      <PageTitle />
      {id ? <SavedMessage id={id} /> : <NewMessage />}
    </Stack>
  );
}

/** A new message, started from where the composer was opened (`composerLinks`). */
function NewMessage() {
  const query = useComposerStart();
  return (
    <QueryState query={query} placeholder={<Skeleton height={400} radius="md" />}>
      {query.start && <MessageComposer message={null} start={query.start} />}
    </QueryState>
  );
}

function SavedMessage({ id }: { id: string }) {
  const query = useAdminMessage(id);
  const { message } = query;
  return (
    <QueryState query={query} placeholder={<Skeleton height={400} radius="md" />}>
      {message &&
        (message.status === 'brouillon' ? (
          // A new draft's page takes over from the one that created it: the composer starts afresh.
          <MessageComposer key={message.id} message={message} />
        ) : (
          <MessageProgress message={message} />
        ))}
    </QueryState>
  );
}
