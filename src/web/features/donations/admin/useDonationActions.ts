import { useMutation } from '@tanstack/react-query';
import type { AdminDonation } from '../../../../domain/donations-list.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { confirmDeletion } from '../../../lib/confirmDeletion.tsx';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDonationsRefresh } from './useDonations.ts';

export const donorName = (gift: Pick<AdminDonation, 'prenom' | 'nom'>) => `${gift.prenom} ${gift.nom}`;

export const giftLabel = (gift: AdminDonation) =>
  `Don de ${donorName(gift)} du ${formatDate(gift.donated_on)}`;

/** A row's deletion (after confirmation) and its receipt issued now. */
export function useDonationActions() {
  const refresh = useDonationsRefresh();
  const remove = useMutation({
    mutationFn: (gift: AdminDonation) =>
      api.DELETE('/api/admin/donations/{id}', { params: { path: { id: gift.id } } }),
    onSuccess: () => {
      notifySuccess('Don supprimé');
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression du don')),
  });
  const issue = useMutation({
    mutationFn: (gift: AdminDonation) =>
      api.POST('/api/admin/donations/{id}/receipt', { params: { path: { id: gift.id } } }),
    onSuccess: (gift) => {
      notifySuccess(gift.receipt ? `Reçu n° ${gift.receipt.number} émis` : 'Reçu émis');
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'émission du reçu")),
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
