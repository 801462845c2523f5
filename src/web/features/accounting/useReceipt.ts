import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { followDownloadLink } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { accountingKeys } from './queryKeys.ts';

/** An entry's receipt: opened through a short-lived link, removed after confirmation. */
export function useReceipt(onRemoved: (entry: Entry) => void) {
  const open = useNotifiedMutation({
    mutationFn: (id: string) =>
      api.GET('/api/admin/accounting/entries/{id}/attachment', { params: { path: { id } } }),
    onSuccess: ({ url }) => followDownloadLink(url),
    failure: (error) => getErrorMessage(error, "Erreur lors de l'ouverture du justificatif"),
  });
  const remove = useNotifiedMutation({
    mutationFn: (id: string) =>
      api.DELETE('/api/admin/accounting/entries/{id}/attachment', { params: { path: { id } } }),
    onSuccess: onRemoved,
    success: 'Justificatif retiré',
    invalidates: [accountingKeys.entries],
    failure: (error) => getErrorMessage(error, 'Erreur lors du retrait du justificatif'),
  });
  return {
    openReceipt: (id: string) => open.mutate(id),
    isOpening: open.isPending,
    askRemoval: (entry: Entry) =>
      confirmDeletion({
        title: 'Retirer le justificatif ?',
        message: `Le justificatif « ${entry.attachment?.name ?? ''} » de l’écriture n° ${entry.piece_number} sera supprimé.`,
        confirmLabel: 'Retirer',
        onConfirm: () => remove.mutate(entry.id),
      }),
  };
}
