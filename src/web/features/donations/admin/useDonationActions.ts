import type { AdminDonation } from '../../../../domain/donations-list.ts';
import { deOrElision } from '../../../../domain/french.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { confirmDeletion } from '../../../lib/confirmDeletion.tsx';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { donationsAdminKeys } from './queryKeys.ts';

/** A company by its legal name, a person by their names. */
export const donorName = (gift: Pick<AdminDonation, 'prenom' | 'nom' | 'raison_sociale'>) =>
  gift.raison_sociale ?? `${gift.prenom} ${gift.nom}`;

export const giftLabel = (gift: AdminDonation) =>
  `Don ${deOrElision(donorName(gift))} du ${formatDate(gift.donated_on)}`;

/** A row's deletion (after confirmation) and its receipt issued now. */
export function useDonationActions() {
  const remove = useNotifiedMutation({
    mutationFn: (gift: AdminDonation) =>
      api.DELETE('/api/admin/donations/{id}', { params: { path: { id: gift.id } } }),
    success: 'Don supprimé',
    invalidates: [donationsAdminKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression du don'),
  });
  const issue = useNotifiedMutation({
    mutationFn: (gift: AdminDonation) =>
      api.POST('/api/admin/donations/{id}/receipt', { params: { path: { id: gift.id } } }),
    success: (gift) => (gift.receipt ? `Reçu n° ${gift.receipt.number} émis` : 'Reçu émis'),
    invalidates: [donationsAdminKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'émission du reçu"),
  });
  return {
    askDeletion: (gift: AdminDonation) =>
      confirmDeletion({
        title: 'Supprimer ce don ?',
        message: `${giftLabel(gift)} (${formatEuros(gift.amount)}) sera supprimé définitivement.`,
        onConfirm: () => remove.mutate(gift),
      }),
    issueReceipt: (gift: AdminDonation) => issue.mutate(gift),
    issuingId: issue.isPending ? issue.variables?.id : undefined,
  };
}
