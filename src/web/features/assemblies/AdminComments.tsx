import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Eye, EyeOff } from 'lucide-react';
import { formatDateTime } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useAssemblyComments } from './useAssemblyComments.ts';

type AdminCommentsProps = {
  agId: string;
  onSetHidden: (commentId: string, modere: boolean) => void;
};

/** Every comment of the AG, hidden ones included, the latest first, a page at a time. */
export function AdminComments({ agId, onSetHidden }: AdminCommentsProps) {
  const list = useAssemblyComments(agId, { withHidden: true });
  return (
    <QueryState query={list} compact isEmpty={list.items.length === 0} empty="Aucun commentaire">
      <Stack gap="xs">
        {list.items.map((comment) => (
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
        <ListPagination list={list} />
      </Stack>
    </QueryState>
  );
}
