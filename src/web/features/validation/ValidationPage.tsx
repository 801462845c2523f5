import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import { useSession } from '../../lib/useSession.ts';
import { PendingUserCard } from './PendingUserCard.tsx';
import { usePendingUsers } from './usePendingUsers.ts';

export function ValidationPage() {
  const { isAdmin } = useSession();
  const { pendingUsers, isLoading, loadError, validateUser, validatingUserId } = usePendingUsers(isAdmin);

  if (!isAdmin) return <Alert color="red">Accès réservé à l'admin</Alert>;

  return (
    <Stack gap="lg">
      <Title order={2}>Validation des adhésions</Title>
      {isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {loadError}
        </Alert>
      )}
      {!isLoading && !loadError && pendingUsers.length === 0 && (
        <Text c="dimmed">Aucune adhésion en attente.</Text>
      )}
      {pendingUsers.map((user) => (
        <PendingUserCard
          key={user.id}
          user={user}
          isValidating={validatingUserId === user.id}
          onValidate={() => validateUser(user.id)}
        />
      ))}
    </Stack>
  );
}
