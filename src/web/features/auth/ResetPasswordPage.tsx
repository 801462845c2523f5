import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { useResetPassword } from './useResetPassword.ts';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <PublicPageFrame>
      <Stack gap="md">
        <Title order={2} size="h3">
          Nouveau mot de passe
        </Title>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
            Lien de réinitialisation invalide ou expiré
          </Alert>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Retour à la connexion
          </Anchor>
        </Text>
      </Stack>
    </PublicPageFrame>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { form, handleSubmit, isSaving } = useResetPassword(token);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Nouveau mot de passe"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={isSaving} fullWidth>
          Enregistrer
        </Button>
      </Stack>
    </form>
  );
}
