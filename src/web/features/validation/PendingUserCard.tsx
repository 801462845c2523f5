import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Check } from 'lucide-react';
import type { PendingUser } from '../../../domain/validation.ts';
import { formatDate } from '../../lib/format.ts';

type PendingUserCardProps = { user: PendingUser; isValidating: boolean; onValidate: () => void };

export function PendingUserCard({ user, isValidating, onValidate }: PendingUserCardProps) {
  const cityLine = [user.code_postal, user.ville].filter(Boolean).join(' ');
  const address = [user.adresse, cityLine].filter(Boolean).join(', ');

  return (
    <Card component="article" aria-label={`${user.prenom} ${user.nom}`} withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Text fw={600}>
            {user.prenom} {user.nom}
          </Text>
          <Text size="sm">{user.email}</Text>
          {address && (
            <Text size="sm" c="dimmed">
              {address}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Inscrit le {formatDate(user.created_at)}
          </Text>
        </Stack>
        <Button leftSection={<Check size={18} />} loading={isValidating} onClick={onValidate}>
          Valider
        </Button>
      </Group>
    </Card>
  );
}
