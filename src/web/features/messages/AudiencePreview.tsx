import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { Users } from 'lucide-react';
import type { AudiencePreview as Preview } from '../../../domain/association-messages-schemas.ts';
import { formatCountOf } from '../../lib/format.ts';

type AudiencePreviewProps = {
  preview: Preview | undefined;
  isComplete: boolean;
  isCounting: boolean;
  isError: boolean;
};

/** How many members the audience reaches now, the first of them, and those left out by their choice. */
export function AudiencePreview({ preview, isComplete, isCounting, isError }: AudiencePreviewProps) {
  if (!isComplete) {
    return (
      <Text size="sm" c="dimmed">
        Complétez les filtres pour voir les destinataires.
      </Text>
    );
  }
  if (isError) {
    return (
      <Text size="sm" c="red">
        Impossible de compter les destinataires.
      </Text>
    );
  }
  if (!preview) return <Loader size="sm" role="status" aria-label="Chargement" />;
  const others = preview.count - preview.first.length;
  return (
    <div aria-live="polite" aria-busy={isCounting}>
      <Group gap="xs" mb="xs">
        <Users size={18} />
        <Text fw={600}>{formatCountOf(preview.count, 'destinataire')}</Text>
        {isCounting && <Loader size="xs" aria-hidden />}
      </Group>
      {preview.excludedCount > 0 && (
        <Text size="sm" c="dimmed" mb="xs">
          {formatCountOf(preview.excludedCount, 'membre a', 'membres ont')} choisi de ne pas recevoir cette
          catégorie : {preview.excludedCount > 1 ? 'ils sont laissés' : 'il est laissé'} de côté.
        </Text>
      )}
      {preview.count === 0 ? (
        <Alert color="orange" variant="light">
          {preview.excludedCount === 0
            ? 'Aucun membre ne correspond à ces filtres'
            : preview.excludedCount === 1
              ? 'Le seul membre de ces filtres a choisi de ne plus recevoir cette catégorie'
              : 'Tous les membres de ces filtres ont choisi de ne plus recevoir cette catégorie'}{' '}
          : le message ne peut pas être envoyé.
        </Alert>
      ) : (
        <List size="sm" spacing={2}>
          {preview.first.map((member) => (
            <List.Item key={member.id}>
              {member.prenom} {member.nom}{' '}
              <Text span size="xs" c="dimmed">
                {member.email}
              </Text>
            </List.Item>
          ))}
          {others > 0 && (
            <List.Item>
              <Text span size="sm" c="dimmed">
                et {formatCountOf(others, 'autre')}
              </Text>
            </List.Item>
          )}
        </List>
      )}
    </div>
  );
}
