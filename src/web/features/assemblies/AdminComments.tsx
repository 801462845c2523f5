import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Eye, EyeOff } from 'lucide-react';
import type { AgComment } from '../../../domain/assemblies.ts';
import { formatDateTime } from '../../lib/format.ts';

type AdminCommentsProps = {
  comments: AgComment[];
  onSetHidden: (commentId: string, modere: boolean) => void;
};

export function AdminComments({ comments, onSetHidden }: AdminCommentsProps) {
  if (comments.length === 0) return <Text c="dimmed">Aucun commentaire</Text>;
  return (
    <Stack gap="xs">
      {comments.map((comment) => (
        <Paper key={comment.id} withBorder p="sm" radius="sm" opacity={comment.modere ? 0.6 : 1}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {comment.auteur}, le {formatDateTime(comment.created_at)}
                </Text>
                {comment.modere && (
                  <Badge size="xs" color="gray">
                    Masqué
                  </Badge>
                )}
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.commentaire}</Text>
            </Stack>
            <Button
              size="xs"
              variant="subtle"
              leftSection={comment.modere ? <Eye size={14} /> : <EyeOff size={14} />}
              onClick={() => onSetHidden(comment.id, !comment.modere)}
            >
              {comment.modere ? 'Rétablir' : 'Masquer'}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
