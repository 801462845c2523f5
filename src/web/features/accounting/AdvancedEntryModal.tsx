import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { formatCents } from '../../../domain/money.ts';
import { EURO_INPUT_PROPS } from '../../lib/euro-input.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import { EntryFootFields, EntryHeadFields } from './EntryCommonFields.tsx';
import { ReceiptInput } from './ReceiptInput.tsx';
import { emptyLine, typedSides, useAdvancedEntryForm } from './useAdvancedEntryForm.ts';

type AdvancedEntryModalProps = {
  /** null: a new entry. Mounted while open. */
  entry: Entry | null;
  piece: number | null;
  onClose: () => void;
};

/** « Écriture avancée »: lines on any accounts, their totals and the gap shown as they are typed. */
export function AdvancedEntryModal({ entry, piece, onClose }: AdvancedEntryModalProps) {
  const { form, saved, keep, receipt, setReceipt, handleSubmit, isSaving } = useAdvancedEntryForm(
    entry,
    piece,
    onClose,
  );
  const { lines } = form.values;
  const { debit, credit } = typedSides(lines);
  const gap = Math.abs(debit - credit);
  return (
    <Modal
      opened
      onClose={onClose}
      title={entry ? `Écriture avancée n° ${entry.piece_number}` : 'Écriture avancée'}
      size="xl"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EntryHeadFields inputProps={form.getInputProps} />
          {lines.map((line, index) => (
            <Paper key={line.key} withBorder p="sm" role="group" aria-label={`Ligne ${index + 1}`}>
              <Group align="flex-start" gap="xs" wrap="wrap">
                <AccountSelect
                  usage={null}
                  label="Compte"
                  placeholder="Numéro ou libellé"
                  flex="2 1 220px"
                  chosen={line.account}
                  value={line.account_id}
                  error={form.errors[`lines.${index}.account_id`]}
                  onChange={(account) => form.setFieldValue(`lines.${index}.account_id`, account?.id ?? null)}
                />
                <NumberInput
                  label="Débit"
                  flex="1 1 110px"
                  {...EURO_INPUT_PROPS}
                  {...form.getInputProps(`lines.${index}.debit`)}
                />
                <NumberInput
                  label="Crédit"
                  flex="1 1 110px"
                  {...EURO_INPUT_PROPS}
                  {...form.getInputProps(`lines.${index}.credit`)}
                />
                <TextInput
                  label="Libellé de la ligne"
                  flex="2 1 180px"
                  {...form.getInputProps(`lines.${index}.label`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  disabled={lines.length <= 2}
                  aria-label={`Retirer la ligne ${index + 1}`}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <Trash2 size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="light"
              leftSection={<Plus size={14} />}
              onClick={() => form.insertListItem('lines', emptyLine())}
            >
              Ajouter une ligne
            </Button>
            <Group gap="md" aria-live="polite">
              <Text size="sm">Débit : {formatCents(debit)}</Text>
              <Text size="sm">Crédit : {formatCents(credit)}</Text>
              {gap > 0 ? (
                <Text size="sm" c="red" fw={600}>
                  Écart : {formatCents(gap)}
                </Text>
              ) : (
                <Text size="sm" c="green" fw={600}>
                  Équilibrée
                </Text>
              )}
            </Group>
          </Group>
          {form.errors.lines && (
            <Alert color="red" role="alert">
              {form.errors.lines}
            </Alert>
          )}
          <EntryFootFields inputProps={form.getInputProps} />
          <ReceiptInput entry={saved} onRemoved={keep} file={receipt} onFile={setReceipt} />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
