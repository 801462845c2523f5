import { Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useAssemblyComments } from './useAssemblyComments.ts';

type CommentsBlockProps = {
  agId: string;
  onSend: (commentaire: string, onSent: () => void) => void;
  isSending: boolean;
};

/** The comments not hidden by an administrator, the latest first, then the form (always shown). */
export function CommentsBlock({ agId, onSend, isSending }: CommentsBlockProps) {
  const comments = useAssemblyComments(agId, { withHidden: false });
  const [text, setText] = useState('');
  const trimmed = text.trim();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Questions et commentaires">
      <Stack gap="md">
        <Title order={3} size="h4">
          Questions et commentaires
        </Title>
        <QueryState query={comments} compact>
          {comments.items.map((comment) => (
            <Paper key={comment.id} withBorder p="sm" radius="sm">
              <Text size="xs" c="dimmed">
                {comment.auteur}, le {formatDateTime(comment.created_at)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.commentaire}</Text>
            </Paper>
          ))}
          <ListPagination list={comments} />
        </QueryState>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // The comment sent is the latest: it shows at the top of the first page.
            if (trimmed)
              onSend(trimmed, () => {
                setText('');
                comments.setPage(1);
              });
          }}
        >
          <Stack gap="sm">
            <Textarea
              aria-label="Votre commentaire"
              placeholder={AG_MESSAGES.commentPlaceholder}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={5000}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<Send size={16} />}
                disabled={trimmed === ''}
                loading={isSending}
              >
                Envoyer
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
