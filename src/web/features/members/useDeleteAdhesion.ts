import type { Adhesion } from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

export function useDeleteAdhesion() {
  const mutation = useNotifiedMutation({
    mutationFn: (adhesionId: string) =>
      api.DELETE('/api/admin/adhesions/{id}', { params: { path: { id: adhesionId } } }),
    success: 'Adhésion supprimée',
    // The register's membership column.
    invalidates: [memberKeys.list],
    failure: (error) => failureText("Erreur lors de la suppression de l'adhésion : ", error),
  });

  return (adhesion: Adhesion) =>
    confirmDeletion({
      title: 'Supprimer une adhésion',
      message: 'Voulez-vous vraiment supprimer cette adhésion ?',
      onConfirm: () => mutation.mutate(adhesion.id),
    });
}
