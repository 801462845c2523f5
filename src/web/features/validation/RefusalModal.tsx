import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { deOrElision } from '../../../domain/french.ts';
import { type PendingUser, REFUSAL_REASON_MAX } from '../../../domain/validation.ts';
import { useRefusalForm } from './useRefusalForm.ts';

/** Asks the reason before refusing: the visitor reads it, and a refusal cannot be undone. */
export function RefusalModal({ user, onClose }: { user: PendingUser; onClose: () => void }) {
  const { form, handleSubmit, isRefusing } = useRefusalForm(user, onClose);
  const name = `${user.prenom} ${user.nom}`;
  const paidOnline = user.membership?.paid_online ?? false;
  const owed = !paidOnline && (user.membership?.montant ?? 0) > 0;
  return (
    <Modal opened onClose={onClose} title={`Refuser l'adhésion ${deOrElision(name)}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {name} recevra un email avec la raison ci-dessous. Son compte ne sera pas ouvert.
          </Text>
          {paidOnline && <Text size="sm">Son paiement en ligne lui sera remboursé.</Text>}
          {owed && (
            <Text size="sm">
              Son paiement sera marqué « À rembourser » dans les paiements, pour le trésorier.
            </Text>
          )}
          <Textarea
            label="Raison du refus"
            withAsterisk
            autosize
            minRows={3}
            maxLength={REFUSAL_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" color="red" loading={isRefusing}>
              Refuser l'adhésion
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
