import { useQueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR } from '../../domain/messages.ts';
import { api } from '../lib/api.ts';
import { useNotifiedMutation } from '../lib/useNotifiedMutation.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useNotifiedMutation({
    mutationFn: () => api.POST('/api/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      // A full page load rather than a client-side navigation: no member data survives in memory, and
      // the route guards cannot race each other (they would otherwise remember this page as the place
      // to come back to after the next sign-in, whoever signs in).
      window.location.replace('/login');
    },
    failure: GENERIC_ERROR,
  });
  return { logout: () => mutation.mutate(), isLoggingOut: mutation.isPending || mutation.isSuccess };
}
