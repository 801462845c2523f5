import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForgotPassword } from './useForgotPassword.ts';

type ForgotPasswordModalProps = { opened: boolean; onClose: () => void; defaultEmail: string };

export function ForgotPasswordModal({ opened, onClose, defaultEmail }: ForgotPasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Mot de passe oublié" centered>
      {/* The modal unmounts its content when closed, so each opening starts from the typed email. */}
      <ForgotPasswordForm defaultEmail={defaultEmail} onDone={onClose} />
    </Modal>
  );
}

function ForgotPasswordForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const { form, handleSubmit, isSending } = useForgotPassword(defaultEmail, onDone);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Saisissez votre email : vous recevrez un lien pour choisir un nouveau mot de passe.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Annuler
          </Button>
          <Button type="submit" loading={isSending}>
            Envoyer le lien
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
