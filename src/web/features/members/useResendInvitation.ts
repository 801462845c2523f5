import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

/** A new invitation link (7 days) for a member who has not chosen a password yet. */
export function useResendInvitation() {
  const mutation = useMutation({
    mutationFn: (user: AdminUser) =>
      api.POST('/api/admin/users/{id}/invitation', { params: { path: { id: user.id } } }),
    onSuccess: (_answer, user) => notifySuccess(`Invitation renvoyée à ${user.email}`),
    onError: (error) => notifyError(failureText("Erreur lors de l'envoi de l'invitation : ", error)),
  });
  return (user: AdminUser) => mutation.mutate(user);
}
