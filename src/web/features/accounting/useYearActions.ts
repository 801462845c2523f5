import type { Year } from '../../../domain/accounting-schemas.ts';
import { formatCents } from '../../../domain/money.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { accountingKeys } from './queryKeys.ts';

/** « Excédent de 320,00 € », « Déficit de 45,10 € », « Résultat nul ». */
export function resultText(cents: number): string {
  if (cents > 0) return `Excédent de ${formatCents(cents)}`;
  if (cents < 0) return `Déficit de ${formatCents(-cents)}`;
  return 'Résultat nul';
}

/** A year's deletion (empty and open) and its closing. */
export function useYearActions() {
  const remove = useNotifiedMutation({
    mutationFn: (year: Year) =>
      api.DELETE('/api/admin/accounting/years/{id}', { params: { path: { id: year.id } } }),
    success: (_, year) => `Exercice ${year.label} supprimé`,
    invalidates: [accountingKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de la suppression de l'exercice"),
  });
  const close = useNotifiedMutation({
    mutationFn: (year: Year) =>
      api.POST('/api/admin/accounting/years/{id}/close', { params: { path: { id: year.id } } }),
    success: (closed) =>
      `Exercice ${closed.label} clôturé : ${resultText(closed.result_cents ?? 0).toLowerCase()}`,
    invalidates: [accountingKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de la clôture de l'exercice"),
  });
  return {
    askDeletion: (year: Year) =>
      confirmDeletion({
        title: 'Supprimer cet exercice ?',
        message: `L’exercice ${year.label}, sans écriture, sera supprimé.`,
        onConfirm: () => remove.mutate(year),
      }),
    closeYear: (year: Year) => close.mutate(year),
    closingId: close.isPending ? close.variables?.id : undefined,
  };
}
