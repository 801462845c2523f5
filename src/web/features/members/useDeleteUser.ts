import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { dashboardKeys } from '../dashboard/queryKeys.ts';
import { memberKeys } from './queryKeys.ts';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (userId: string) => api.DELETE('/api/admin/users/{id}', { params: { path: { id: userId } } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.list });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
      notifySuccess('Utilisateur supprimé, ainsi que son compte de connexion');
    },
    onError: (error) => notifyError(failureText("Erreur lors de la suppression de l'utilisateur : ", error)),
  });

  return (user: AdminUser) =>
    confirmDeletion({
      title: 'Supprimer un utilisateur',
      message: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
      onConfirm: () => mutation.mutate(user.id),
    });
}
