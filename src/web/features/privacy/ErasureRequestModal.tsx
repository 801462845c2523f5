import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import { ERASURE_DELAY_DAYS } from '../../../domain/privacy.ts';
import { useErasureRequestForm } from './useErasureRequest.ts';

/** Asks again, and for the password: erasing an account cannot be undone. */
export function ErasureRequestModal({ onClose }: { onClose: () => void }) {
  const { form, handleSubmit, isSending, refusal } = useErasureRequestForm(onClose);
  return (
    <Modal opened onClose={onClose} title="Supprimer mon compte">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            L'association supprimera votre compte dans les {ERASURE_DELAY_DAYS} jours. Vous pourrez annuler
            votre demande d'ici là.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Votre profil, votre photo, vos inscriptions, vos documents et vos commentaires seront effacés.
            </List.Item>
            <List.Item>
              Vos cotisations et paiements restent dans la comptabilité de l'association, sans votre nom.
            </List.Item>
            <List.Item>Vous ne pourrez plus vous connecter ; cette suppression est définitive.</List.Item>
          </List>
          <PasswordInput
            label="Mot de passe"
            description="Pour confirmer qu'il s'agit bien de vous"
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            {...form.getInputProps('password')}
          />
          {refusal && (
            <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" color="red" loading={isSending}>
              Demander la suppression
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
