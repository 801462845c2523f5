import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ImportResult } from '../../../domain/member-import.ts';
import { asPercent } from '../../../domain/percent.ts';
import { formatCountOf } from '../../lib/format.ts';
import { SendInvitationsButton } from './SendInvitationsButton.tsx';

/** The file's way to the server, then the one transaction that writes it (too quick to measure). */
export function ImportProgress({ progress }: { progress: number }) {
  const sent = progress >= 1;
  return (
    <Stack gap="xs" maw={640}>
      <Text>{sent ? 'Enregistrement des membres…' : 'Envoi du fichier…'}</Text>
      <Progress
        value={sent ? 100 : Math.round(asPercent(progress))}
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
          {formatCountOf(result.created, 'membre créé', 'membres créés')}
          {result.created > 0 && ' ; aucun mail n’est encore parti'}.
        </Text>
        {result.updated > 0 && (
          <Text>{formatCountOf(result.updated, 'membre mis à jour', 'membres mis à jour')}.</Text>
        )}
        {result.skipped > 0 && (
          <Text>
            {formatCountOf(result.skipped, 'membre déjà inscrit ignoré', 'membres déjà inscrits ignorés')}.
          </Text>
        )}
        {result.faulty > 0 && (
          <Text>
            {formatCountOf(result.faulty, 'ligne en erreur non importée', 'lignes en erreur non importées')}.
          </Text>
        )}
      </Alert>
      {result.created > 0 && (
        <Text>
          Les membres importés reçoivent leur invitation à choisir un mot de passe quand vous l’envoyez :
          maintenant, ou plus tard depuis la liste des utilisateurs.
        </Text>
      )}
      <Group>
        <SendInvitationsButton />
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
