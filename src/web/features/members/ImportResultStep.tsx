import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ImportResult } from '../../../domain/member-import.ts';
import { formatCount } from '../../lib/format.ts';

/** The file's way to the server, then the one transaction that writes it (too quick to measure). */
export function ImportProgress({ progress }: { progress: number }) {
  const sent = progress >= 1;
  return (
    <Stack gap="xs" maw={640}>
      <Text>{sent ? 'Enregistrement des membres et envoi des invitations…' : 'Envoi du fichier…'}</Text>
      <Progress
        value={sent ? 100 : Math.round(progress * 100)}
        animated={sent}
        striped={sent}
        aria-label="Progression de l’import"
      />
    </Stack>
  );
}

export function ImportResultStep({ result, onRestart }: { result: ImportResult; onRestart: () => void }) {
  return (
    <Stack gap="md" maw={640}>
      <Alert color="green" title="Import terminé">
        <Text>
          {formatCount(result.created)} membre(s) créé(s) ; chacun reçoit une invitation à choisir son mot de
          passe (lien valable 7 jours).
        </Text>
        {result.updated > 0 && <Text>{formatCount(result.updated)} membre(s) mis à jour.</Text>}
        {result.skipped > 0 && (
          <Text>{formatCount(result.skipped)} membre(s) déjà inscrit(s) ignoré(s).</Text>
        )}
        {result.faulty > 0 && <Text>{formatCount(result.faulty)} ligne(s) en erreur non importée(s).</Text>}
      </Alert>
      <Group>
        <Button component={Link} to="/admin/users">
          Voir les utilisateurs
        </Button>
        <Button variant="default" onClick={onRestart}>
          Importer un autre fichier
        </Button>
      </Group>
    </Stack>
  );
}
