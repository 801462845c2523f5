import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import {
  MESSAGE_CATEGORY_LABELS,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from '../../../domain/association-messages.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { useMessagePreferences } from './useMessagePreferences.ts';

const TITLE = 'Mes préférences de messages';

const DESCRIPTIONS: Record<OptionalCategory, string> = {
  informations: "Les nouvelles de l'association : activités, saison, vie du groupe.",
  rappels: 'Les rappels avant la fin de votre adhésion.',
};

/** On /profile: the categories of mail the member may leave, and the one the statutes impose. */
export function MessagePreferencesCard() {
  const query = useMessagePreferences();
  const { preferences, setReceives, isSaving } = query;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={TITLE}>
      <Title order={2} size="h4" mb="md">
        {TITLE}
      </Title>
      <QueryState query={query} compact>
        {preferences && (
          <Stack gap="md">
            {OPTIONAL_CATEGORIES.map((category) => (
              <Switch
                key={category}
                label={MESSAGE_CATEGORY_LABELS[category]}
                description={DESCRIPTIONS[category]}
                checked={preferences[category]}
                disabled={isSaving}
                onChange={(event) => setReceives(category, event.currentTarget.checked)}
              />
            ))}
            <Switch
              label={MESSAGE_CATEGORY_LABELS.statutaire}
              description="Les convocations et ce que les statuts demandent vous sont toujours envoyés."
              checked
              disabled
              readOnly
            />
            <Text size="xs" c="dimmed">
              Les mails d'informations contiennent aussi un lien pour ne plus les recevoir.
            </Text>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
