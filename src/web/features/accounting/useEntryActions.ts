import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { formatCents } from '../../../domain/money.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { entryName } from './entryText.ts';
import { accountingKeys } from './queryKeys.ts';

/** An entry's deletion, after confirmation, with its receipt. */
export function useEntryActions() {
  const remove = useNotifiedMutation({
    mutationFn: (entry: Entry) =>
      api.DELETE('/api/admin/accounting/entries/{id}', { params: { path: { id: entry.id } } }),
    success: (_, entry) => `Écriture n° ${entry.piece_number} supprimée`,
    invalidates: [accountingKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de la suppression de l'écriture"),
  });
  return {
    askDeletion: (entry: Entry) =>
      confirmDeletion({
        title: 'Supprimer cette écriture ?',
        message: `${entryName(entry)} « ${entry.label} » (${formatCents(entry.amount_cents)}) sera supprimée${entry.attachment ? ', avec son justificatif' : ''}.`,
        onConfirm: () => remove.mutate(entry),
      }),
  };
}
