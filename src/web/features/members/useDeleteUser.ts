import type { AdminUser } from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { dashboardKeys } from '../../lib/dashboardKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

export function useDeleteUser() {
  const mutation = useNotifiedMutation({
    mutationFn: (userId: string) => api.DELETE('/api/admin/users/{id}', { params: { path: { id: userId } } }),
    success: 'Utilisateur supprimé, ainsi que son compte de connexion',
    invalidates: [memberKeys.list, dashboardKeys.stats],
    failure: (error) => failureText("Erreur lors de la suppression de l'utilisateur : ", error),
  });

  return (user: AdminUser) =>
    confirmDeletion({
      title: 'Supprimer un utilisateur',
      message: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
      onConfirm: () => mutation.mutate(user.id),
    });
}
