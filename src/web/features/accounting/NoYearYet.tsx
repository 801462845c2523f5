import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Before the first year, nothing can be written: the treasurer is sent to create it. */
export function NoYearYet() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">Aucun exercice pour l’instant : créez le premier pour commencer à saisir.</Text>
      <Button component={Link} to="/admin/comptabilite/exercices">
        Créer un exercice
      </Button>
    </Stack>
  );
}
