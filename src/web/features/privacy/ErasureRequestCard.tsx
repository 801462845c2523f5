import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { UserX } from 'lucide-react';
import { deOrElision } from '../../../domain/french.ts';
import { canConfirmErasure } from '../../../domain/privacy.ts';
import type { ErasureRequestItem } from '../../../domain/privacy-schemas.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/useSession.ts';

type ErasureRequestCardProps = { request: ErasureRequestItem; isErasing: boolean; onConfirm: () => void };

export function ErasureRequestCard({ request, isErasing, onConfirm }: ErasureRequestCardProps) {
  const { user } = useSession();
  const fullName = `${request.prenom} ${request.nom}`;
  const isOwnRequest = user !== null && !canConfirmErasure(user, request);
  const handleErase = () =>
    confirmDeletion({
      title: 'Effacer ce compte',
      message: `Effacer définitivement le compte ${deOrElision(fullName)} ? Ses adhésions et paiements restent dans la comptabilité sous « Membre supprimé » ; tout le reste est supprimé.`,
      confirmLabel: 'Effacer',
      onConfirm,
    });

  return (
    <Card component="article" aria-label={fullName} withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Text fw={600}>{fullName}</Text>
          <Text size="sm">{request.email}</Text>
          <Text size="xs" c="dimmed">
            Demandée le {formatDate(request.requested_at)}, à effectuer au plus tard le{' '}
            {formatDate(request.due_at)}
          </Text>
        </Stack>
        {isOwnRequest ? (
          <Text size="sm" c="dimmed">
            Votre propre demande : un autre administrateur la confirmera.
          </Text>
        ) : (
          <Button color="red" leftSection={<UserX size={18} />} loading={isErasing} onClick={handleErase}>
            Effacer le compte
          </Button>
        )}
      </Group>
    </Card>
  );
}
