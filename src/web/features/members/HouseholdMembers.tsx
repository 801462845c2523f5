import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { bornInLabel, DEPENDANT_LABEL, HOUSEHOLD_PLACE_LABELS } from '../../../domain/households.ts';
import type { LastHousehold } from '../../../domain/offer-choice.ts';

const PLACE_COLORS = { member: 'green', invited: 'blue', refused: 'gray' } as const;

/**
 * The people of the household the member last paid for, and where each stands. Someone who had an
 * account shows as the payer typed her, « invitation envoyée », until she accepts; a person
 * without an email (a child) shows with her birth year, without an account.
 */
export function HouseholdMembers({ household }: { household: LastHousehold }) {
  const { members, dependants } = household;
  if (members.length === 0 && dependants.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Votre foyer">
      <Title order={2} size="h3">
        Votre foyer
      </Title>
      {members.map((person) => (
        <Group key={person.email} gap="xs">
          <Text size="sm">
            {person.prenom} {person.nom} ({person.email})
          </Text>
          <Badge variant="light" color={PLACE_COLORS[person.status]}>
            {HOUSEHOLD_PLACE_LABELS[person.status]}
          </Badge>
        </Group>
      ))}
      {dependants.map((person) => (
        <Group key={`${person.prenom} ${person.nom} ${person.annee_naissance}`} gap="xs">
          <Text size="sm">
            {person.prenom} {person.nom} ({bornInLabel(person.annee_naissance)})
          </Text>
          <Badge variant="light" color="grape">
            {DEPENDANT_LABEL}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
