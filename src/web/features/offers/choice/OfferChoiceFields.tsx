import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Baby, Trash2, UserPlus } from 'lucide-react';
import { formatEuros } from '../../../../domain/format.ts';
import { plausibleBirthYears } from '../../../../domain/households.ts';
import { MAX_OFFER_PRICE } from '../../../../domain/membership-offers.ts';
import { EURO_INPUT_PROPS } from '../../../lib/euro-input.ts';
import { dependantRow, householdRow, type OfferChoice } from './useOfferChoice.ts';

/** The amount of a « prix libre » and the other members of a household, for the chosen offer. */
export function OfferChoiceFields({ choice }: { choice: OfferChoice }) {
  const { chosen, form } = choice;
  if (!chosen) return null;
  const others = chosen.household_size ? chosen.household_size - 1 : 0;
  const { household, dependants } = form.values;
  const named = household.length + dependants.length;
  const years = plausibleBirthYears();

  return (
    <Stack gap="md">
      {chosen.pricing === 'libre' && (
        <NumberInput
          label="Montant"
          description={`Au moins ${formatEuros(chosen.min_price ?? 0)} ; montant suggéré : ${formatEuros(chosen.price)}`}
          withAsterisk
          {...EURO_INPUT_PROPS}
          min={chosen.min_price ?? 0}
          max={MAX_OFFER_PRICE}
          {...form.getInputProps('montant')}
        />
      )}
      {others > 0 && (
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500}>
            Membres du foyer
          </Text>
          <Text size="sm" c="dimmed">
            Vous compris, ce foyer compte jusqu’à {chosen.household_size} personnes. Chacun recevra un email
            pour choisir son mot de passe ; qui a déjà un compte sera invité et ne rejoindra le foyer que s’il
            accepte. Une personne sans email (un enfant) est ajoutée avec son année de naissance, sans compte.
          </Text>
          {form.errors.household && (
            <Text c="red" size="sm" role="alert">
              {form.errors.household}
            </Text>
          )}
          {household.map((member, index) => (
            <Group key={member.key} align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                <TextInput
                  label={`Prénom (personne ${index + 2})`}
                  withAsterisk
                  {...form.getInputProps(`household.${index}.prenom`)}
                />
                <TextInput
                  label={`Nom (personne ${index + 2})`}
                  withAsterisk
                  {...form.getInputProps(`household.${index}.nom`)}
                />
                <TextInput
                  label={`Email (personne ${index + 2})`}
                  type="email"
                  withAsterisk
                  {...form.getInputProps(`household.${index}.email`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Retirer ${member.prenom || `la personne ${index + 2}`} du foyer`}
                onClick={() => form.removeListItem('household', index)}
              >
                <Trash2 size={18} />
              </ActionIcon>
            </Group>
          ))}
          {dependants.map((person, index) => (
            <Group key={person.key} align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                <TextInput
                  label={`Prénom (personne sans email ${index + 1})`}
                  withAsterisk
                  {...form.getInputProps(`dependants.${index}.prenom`)}
                />
                <TextInput
                  label={`Nom (personne sans email ${index + 1})`}
                  withAsterisk
                  {...form.getInputProps(`dependants.${index}.nom`)}
                />
                <NumberInput
                  label={`Année de naissance (personne sans email ${index + 1})`}
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  min={years.earliest}
                  max={years.latest}
                  {...form.getInputProps(`dependants.${index}.annee_naissance`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Retirer ${person.prenom || `la personne sans email ${index + 1}`} du foyer`}
                onClick={() => form.removeListItem('dependants', index)}
              >
                <Trash2 size={18} />
              </ActionIcon>
            </Group>
          ))}
          {named < others && (
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<UserPlus size={18} />}
                onClick={() => form.insertListItem('household', householdRow())}
              >
                Ajouter un membre du foyer
              </Button>
              <Button
                variant="light"
                leftSection={<Baby size={18} />}
                onClick={() => form.insertListItem('dependants', dependantRow())}
              >
                Ajouter une personne sans email (enfant)
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
