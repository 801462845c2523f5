import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../domain/paging.ts';
import type { PendingUser } from '../../../domain/validation.ts';
import { api } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { validationKeys } from './queryKeys.ts';

/** One page of the accounts awaiting validation, oldest first, searched by the server. */
export function usePendingUsers(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const list = usePagedList<PendingUser>({
    queryKey: validationKeys.list,
    path: '/api/admin/pending-users',
    enabled: isEnabled,
    loadError: 'Erreur lors du chargement des adhésions en attente',
  });

  const validation = useMutation({
    mutationFn: (userId: string) =>
      api.post(`/api/admin/pending-users/${encodeURIComponent(userId)}/validate`),
    onSuccess: (_answer, userId) => {
      notifySuccess('Adhésion validée !');
      // Gone from the page at once; the next account of the list moves up when the page reloads.
      queryClient.setQueriesData<Page<PendingUser>>({ queryKey: validationKeys.list }, (page) =>
        page ? { ...page, items: page.items.filter((user) => user.id !== userId) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: validationKeys.list });
    },
    onError: () => notifyError('Erreur lors de la validation'),
  });

  return {
    list,
    validateUser: (userId: string) => validation.mutate(userId),
    validatingUserId: validation.isPending ? validation.variables : undefined,
  };
}
