import { useMutation } from '@tanstack/react-query';
import type { Adhesion } from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useInvalidateUsers } from './useInvalidateUsers.ts';

export function useDeleteAdhesion() {
  const invalidate = useInvalidateUsers();
  const mutation = useMutation({
    mutationFn: (adhesionId: string) =>
      api.DELETE('/api/admin/adhesions/{id}', { params: { path: { id: adhesionId } } }),
    onSuccess: () => {
      invalidate();
      notifySuccess('Adhésion supprimée');
    },
    onError: (error) => notifyError(failureText("Erreur lors de la suppression de l'adhésion : ", error)),
  });

  return (adhesion: Adhesion) =>
    confirmDeletion({
      title: 'Supprimer une adhésion',
      message: 'Voulez-vous vraiment supprimer cette adhésion ?',
      onConfirm: () => mutation.mutate(adhesion.id),
    });
}
