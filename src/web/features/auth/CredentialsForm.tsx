import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Info, TriangleExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import type { LoginState } from './useLogin.ts';

type CredentialsFormProps = {
  login: LoginState;
  notice?: string;
  onForgotPassword: () => void;
};

export function CredentialsForm({ login, notice, onForgotPassword }: CredentialsFormProps) {
  const { form, handleSubmit, isSubmitting, errorMessage } = login;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Connexion
        </Title>
        {notice && (
          <Alert color="blue" icon={<Info size={18} />}>
            {notice}
          </Alert>
        )}
        {errorMessage && (
          <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
            {errorMessage}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Mot de passe"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Mot de passe oublié ?
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Se connecter
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/register">
            Pas encore membre ? Adhérer à l'association
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/don" c="dimmed">
            Faire un don
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
