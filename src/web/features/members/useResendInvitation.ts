import type { AdminUser } from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

/** A new invitation link (7 days) for a member who has not chosen a password yet. */
export function useResendInvitation() {
  const mutation = useNotifiedMutation({
    mutationFn: (user: AdminUser) =>
      api.POST('/api/admin/users/{id}/invitation', { params: { path: { id: user.id } } }),
    success: (_answer, user) => `Invitation renvoyée à ${user.email}`,
    failure: (error) => failureText("Erreur lors de l'envoi de l'invitation : ", error),
  });
  return (user: AdminUser) => mutation.mutate(user);
}
