import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PendingUser } from '../../../domain/validation.ts';
import { api } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

const LOAD_ERROR = 'Erreur lors du chargement des adhésions en attente';

export function usePendingUsers(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.pendingUsers,
    queryFn: () => api.get<PendingUser[]>('/api/admin/pending-users'),
    enabled: isEnabled,
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const validation = useMutation({
    mutationFn: (userId: string) =>
      api.post(`/api/admin/pending-users/${encodeURIComponent(userId)}/validate`),
    onSuccess: (_answer, userId) => {
      notifySuccess('Adhésion validée !');
      queryClient.setQueryData<PendingUser[]>(queryKeys.pendingUsers, (users) =>
        users?.filter((user) => user.id !== userId),
      );
    },
    onError: () => notifyError('Erreur lors de la validation'),
  });

  return {
    pendingUsers: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    validateUser: (userId: string) => validation.mutate(userId),
    validatingUserId: validation.isPending ? validation.variables : undefined,
  };
}
