import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Profile } from '../../../domain/members-schemas.ts';
import { useProfileForm } from './useProfile.ts';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { form, handleSubmit, isSaving } = useProfileForm(profile);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Prénom"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('prenom')}
          />
          <TextInput label="Nom" withAsterisk autoComplete="family-name" {...form.getInputProps('nom')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          value={profile.email}
          readOnly
          variant="filled"
          description="L'email ne peut pas être modifié"
        />
        <TextInput label="Téléphone" autoComplete="tel" {...form.getInputProps('telephone')} />
        <TextInput label="Adresse" autoComplete="street-address" {...form.getInputProps('adresse')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Code postal" autoComplete="postal-code" {...form.getInputProps('code_postal')} />
          <TextInput label="Ville" autoComplete="address-level2" {...form.getInputProps('ville')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
