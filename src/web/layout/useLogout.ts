import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { GENERIC_ERROR } from '../../domain/messages.ts';
import { api } from '../lib/api.ts';
import { notifyError } from '../lib/notify.ts';
import { queryKeys } from '../lib/queryKeys.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSuccess: async () => {
      await navigate('/login', { replace: true });
      // No member data may outlive the session in this tab.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, { user: null });
    },
    onError: () => notifyError(GENERIC_ERROR),
  });
  return { logout: () => mutation.mutate(), isLoggingOut: mutation.isPending };
}
