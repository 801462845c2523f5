import { useState } from 'react';
import type { Account } from '../../../domain/accounting-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { accountingKeys } from './queryKeys.ts';

/** The chart by number: searched, by class, the hidden accounts shown on demand. */
export function useChart() {
  const [accountClass, setAccountClass] = useState<number | null>(null);
  const [showHidden, setShowHidden] = useState(false);
  const list = usePagedList({
    queryKey: accountingKeys.accounts,
    filters: {
      visibility: showHidden ? ('tous' as const) : ('visibles' as const),
      ...(accountClass ? { class: accountClass } : {}),
    },
    pageSize: 50,
    load: (query) => api.GET('/api/admin/accounting/accounts', { params: { query } }),
    loadError: 'Erreur lors du chargement du plan comptable',
  });
  return { list, accountClass, setAccountClass, showHidden, setShowHidden };
}

/** An account hidden or shown again, or deleted (after confirmation) when it carries nothing. */
export function useAccountActions() {
  const toggle = useNotifiedMutation({
    mutationFn: (account: Account) =>
      api.PUT('/api/admin/accounting/accounts/{id}', {
        params: { path: { id: account.id } },
        body: { label: account.label, hidden: !account.hidden },
      }),
    success: (account) => `Compte ${account.code} ${account.hidden ? 'masqué' : 'affiché'}`,
    invalidates: [accountingKeys.accounts, accountingKeys.accountOptions],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la modification du compte'),
  });
  const remove = useNotifiedMutation({
    mutationFn: (account: Account) =>
      api.DELETE('/api/admin/accounting/accounts/{id}', { params: { path: { id: account.id } } }),
    success: (_, account) => `Compte ${account.code} supprimé`,
    invalidates: [accountingKeys.accounts, accountingKeys.accountOptions],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression du compte'),
  });
  return {
    toggleHidden: (account: Account) => toggle.mutate(account),
    askDeletion: (account: Account) =>
      confirmDeletion({
        title: 'Supprimer ce compte ?',
        message: `Le compte ${account.code} ${account.label} sera supprimé.`,
        onConfirm: () => remove.mutate(account),
      }),
  };
}
