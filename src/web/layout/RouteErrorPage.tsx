import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { GENERIC_ERROR } from '../../domain/messages.ts';
import { useTakenOver } from '../lib/useTakenOver.ts';

/** Shown when a page crashes or its code cannot be loaded (e.g. after a new version was deployed). */
export function RouteErrorPage() {
  useTakenOver();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {GENERIC_ERROR}
        </Title>
        <Text c="dimmed">Rechargez la page pour réessayer.</Text>
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
      </Stack>
    </Center>
  );
}
