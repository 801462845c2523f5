import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANCEL_REASON_REQUIRED } from '../../../../domain/donation-receipts.ts';
import type { ReceiptSummary } from '../../../../domain/donation-receipts-schemas.ts';
import { applyFieldErrors } from '../../../lib/fieldErrors.ts';
import { formatEuros } from '../../../lib/format.ts';
import { useCancelReceipt } from './useReceipts.ts';

/**
 * Asks for the reason before cancelling: it is printed on the cancelled receipt. Mounted while
 * open, so each opening starts empty.
 */
export function CancelReceiptModal({ receipt, onClose }: { receipt: ReceiptSummary; onClose: () => void }) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : CANCEL_REASON_REQUIRED) },
  });
  const { cancel, isCancelling } = useCancelReceipt(onClose);
  return (
    <Modal opened onClose={onClose} title={`Annuler le reçu n° ${receipt.number}`}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) =>
          cancel(receipt, reason, (error) => applyFieldErrors(form, error)),
        )}
      >
        <Stack gap="sm">
          <Text size="sm">
            Le reçu de {receipt.donor_name} ({formatEuros(receipt.amount)}) restera dans la liste, marqué «
            Annulé » avec son motif ; son numéro ne sera jamais redonné. Ses dons pourront recevoir un nouveau
            reçu.
          </Text>
          <Textarea
            label="Motif de l’annulation"
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Retour
            </Button>
            <Button type="submit" color="red" loading={isCancelling}>
              Annuler le reçu
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
