import { Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { AG_MESSAGES, type AgComment } from '../../../domain/assemblies.ts';
import { formatDateTime } from '../../lib/format.ts';

type CommentsBlockProps = {
  comments: AgComment[];
  onSend: (commentaire: string, onSent: () => void) => void;
  isSending: boolean;
};

export function CommentsBlock({ comments, onSend, isSending }: CommentsBlockProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Questions et commentaires">
      <Stack gap="md">
        <Title order={4}>Questions et commentaires</Title>
        {comments.map((comment) => (
          <Paper key={comment.id} withBorder p="sm" radius="sm">
            <Text size="xs" c="dimmed">
              {comment.auteur}, le {formatDateTime(comment.created_at)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.commentaire}</Text>
          </Paper>
        ))}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) onSend(trimmed, () => setText(''));
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
