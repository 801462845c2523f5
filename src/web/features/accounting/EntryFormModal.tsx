import { Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { ENTRY_KIND_LABELS } from '../../../domain/accounting.ts';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { EURO_INPUT_PROPS } from '../../lib/euro-input.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import { EntryFootFields, EntryHeadFields } from './EntryCommonFields.tsx';
import { ProjectSelect } from './ProjectSelect.tsx';
import { ReceiptInput } from './ReceiptInput.tsx';
import { type SimpleKind, simpleAccounts, useEntryForm } from './useEntryForm.ts';

const NEW_TITLES: Record<SimpleKind, string> = {
  recette: 'Nouvelle recette',
  depense: 'Nouvelle dépense',
  virement: 'Nouveau virement',
};

type EntryFormModalProps = {
  kind: SimpleKind;
  /** null: a new entry. Mounted while open, so each opening starts from these values. */
  entry: Entry | null;
  /** The year's next piece number, proposed for a new entry. */
  piece: number | null;
  onClose: () => void;
};

/** « Recette », « Dépense » or « Virement »: the double entry is written by the server. */
export function EntryFormModal({ kind, entry, piece, onClose }: EntryFormModalProps) {
  const { form, saved, keep, receipt, setReceipt, handleSubmit, isSaving } = useEntryForm(
    kind,
    entry,
    piece,
    onClose,
  );
  const chosen = simpleAccounts(entry);
  const accountInput = (field: keyof typeof chosen) => ({
    value: form.values[field],
    error: form.errors[field],
    chosen: chosen[field],
    onChange: (account: { id: string } | null) => form.setFieldValue(field, account?.id ?? null),
  });
  const title = entry ? `${ENTRY_KIND_LABELS[kind]} n° ${entry.piece_number}` : NEW_TITLES[kind];
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EntryHeadFields inputProps={form.getInputProps} />
          <NumberInput label="Montant" withAsterisk {...EURO_INPUT_PROPS} {...form.getInputProps('amount')} />
          {kind === 'virement' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <AccountSelect
                usage="tresorerie"
                label="De"
                placeholder="Compte d’où part l’argent"
                withAsterisk
                {...accountInput('from_account_id')}
              />
              <AccountSelect
                usage="tresorerie"
                label="Vers"
                placeholder="Compte où il arrive"
                withAsterisk
                {...accountInput('to_account_id')}
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <AccountSelect
                usage={kind}
                label="Nature"
                placeholder="Tapez un mot ou un numéro"
                withAsterisk
                {...accountInput('nature_account_id')}
              />
              <AccountSelect
                usage="tresorerie"
                label="Banque ou caisse"
                placeholder="Choisir le compte"
                withAsterisk
                {...accountInput('treasury_account_id')}
              />
            </SimpleGrid>
          )}
          {kind !== 'virement' && (
            <ProjectSelect
              value={form.values.project_id}
              onChange={(id) => form.setFieldValue('project_id', id)}
              error={form.errors.project_id}
            />
          )}
          <EntryFootFields inputProps={form.getInputProps} />
          <ReceiptInput entry={saved} onRemoved={keep} file={receipt} onFile={setReceipt} />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
