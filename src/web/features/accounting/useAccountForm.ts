import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import type { Account } from '../../../domain/accounting-schemas.ts';
import { accountInputSchema } from '../../../domain/accounting-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { accountingKeys } from './queryKeys.ts';

type AccountValues = { parent_id: string | null; parent_code: string; code: string; label: string };

/**
 * A sub-account added under a parent (its number starts with the parent's: 5121 under 512), or
 * an account renamed (`account` given: only its label changes).
 */
export function useAccountForm(account: Account | null, onDone: () => void) {
  const form = useForm<AccountValues>({
    initialValues: {
      parent_id: null,
      parent_code: '',
      code: account?.code ?? '',
      label: account?.label ?? '',
    },
    validate: (values): FormErrors => {
      const errors = schemaResolver(accountInputSchema, { sync: true })({
        code: values.code,
        label: values.label,
      });
      if (!account && !values.parent_id) errors.parent_id = 'Choisissez le compte parent';
      else if (!account && !values.code.startsWith(values.parent_code))
        errors.code = `Le numéro d’un sous-compte commence par celui de son parent (${values.parent_code}).`;
      return account ? { label: errors.label } : errors;
    },
  });
  const save = useNotifiedMutation({
    mutationFn: (values: AccountValues) =>
      account
        ? api.PUT('/api/admin/accounting/accounts/{id}', {
            params: { path: { id: account.id } },
            body: { label: values.label, hidden: account.hidden },
          })
        : api.POST('/api/admin/accounting/accounts', { body: { code: values.code, label: values.label } }),
    onSuccess: onDone,
    success: (saved) => (account ? `Compte ${saved.code} renommé` : `Compte ${saved.code} ajouté`),
    invalidates: [accountingKeys.accounts, accountingKeys.accountOptions],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement du compte"),
    form,
  });
  return { form, handleSubmit: form.onSubmit((values) => save.mutate(values)), isSaving: save.isPending };
}
