import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { usePasswordChange } from './usePasswordChange.ts';

export function PasswordCard() {
  const { form, handleSubmit, isSaving } = usePasswordChange();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Changer de mot de passe">
      <Title order={2} size="h4" mb="md">
        Changer de mot de passe
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="Nouveau mot de passe"
            description="6 caractères au moins"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirmer le nouveau mot de passe"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              Changer le mot de passe
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
