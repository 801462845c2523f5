import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Trash2, UserPlus } from 'lucide-react';
import { formatEuros } from '../../../../domain/format.ts';
import { MAX_OFFER_PRICE } from '../../../../domain/membership-offers.ts';
import { EURO_INPUT_PROPS } from '../../../lib/euro-input.ts';
import { householdRow, type OfferChoice } from './useOfferChoice.ts';

/** The amount of a « prix libre » and the other members of a household, for the chosen offer. */
export function OfferChoiceFields({ choice }: { choice: OfferChoice }) {
  const { chosen, form } = choice;
  if (!chosen) return null;
  const others = chosen.household_size ? chosen.household_size - 1 : 0;
  const household = form.values.household;

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
            accepte.
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
          {household.length < others && (
            <Button
              variant="light"
              leftSection={<UserPlus size={18} />}
              w="fit-content"
              onClick={() => form.insertListItem('household', householdRow())}
            >
              Ajouter un membre du foyer
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
