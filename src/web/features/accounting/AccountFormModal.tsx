import { Modal, Stack, TextInput } from '@mantine/core';
import type { Account } from '../../../domain/accounting-schemas.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import { useAccountForm } from './useAccountForm.ts';

/** « Ajouter un sous-compte » (`account` null) or rename one. */
export function AccountFormModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { form, handleSubmit, isSaving } = useAccountForm(account, onClose);
  return (
    <Modal
      opened
      onClose={onClose}
      title={account ? `Renommer le compte ${account.code}` : 'Ajouter un sous-compte'}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {!account && (
            <>
              <AccountSelect
                usage={null}
                label="Compte parent"
                placeholder="512 Banques, 530 Caisse…"
                withAsterisk
                value={form.values.parent_id}
                error={form.errors.parent_id}
                onChange={(parent) => {
                  form.setFieldValue('parent_id', parent?.id ?? null);
                  form.setFieldValue('parent_code', parent?.code ?? '');
                  if (parent && !form.values.code.startsWith(parent.code))
                    form.setFieldValue('code', parent.code);
                }}
              />
              <TextInput
                label="Numéro"
                description="Celui du parent suivi d’un chiffre : 5121, 5122…"
                withAsterisk
                {...form.getInputProps('code')}
              />
            </>
          )}
          <TextInput
            label="Libellé"
            withAsterisk
            placeholder="Crédit Mutuel – compte courant"
            {...form.getInputProps('label')}
          />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
