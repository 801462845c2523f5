import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** A page the association does not offer (a switched-off module), inside the area's frame. */
export function NotFoundPage() {
  const isAdminArea = useLocation().pathname.startsWith('/admin');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        Page introuvable
      </Title>
      <Text>Cette page n’existe pas ou n’est pas proposée par l’association.</Text>
      <Button component={Link} to={isAdminArea ? '/admin' : '/'} variant="light">
        Revenir au tableau de bord
      </Button>
    </Stack>
  );
}
