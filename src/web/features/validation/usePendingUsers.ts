import { useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../domain/paging.ts';
import type { PendingUser } from '../../../domain/validation.ts';
import { api } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { validationKeys } from './queryKeys.ts';

/** One page of the accounts awaiting validation, oldest first, searched by the server. */
export function usePendingUsers(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const list = usePagedList({
    queryKey: validationKeys.list,
    load: (query) => api.GET('/api/admin/pending-users', { params: { query } }),
    enabled: isEnabled,
    loadError: 'Erreur lors du chargement des adhésions en attente',
  });

  const validation = useNotifiedMutation({
    mutationFn: (userId: string) =>
      api.POST('/api/admin/pending-users/{id}/validate', { params: { path: { id: userId } } }),
    success: 'Adhésion validée !',
    // Gone from the page at once; the next account of the list moves up when the page reloads.
    onSuccess: (_answer, userId) =>
      queryClient.setQueriesData<Page<PendingUser>>({ queryKey: validationKeys.list }, (page) =>
        page ? { ...page, items: page.items.filter((user) => user.id !== userId) } : page,
      ),
    invalidates: [validationKeys.list],
    failure: 'Erreur lors de la validation',
  });

  return {
    list,
    validateUser: (userId: string) => validation.mutate(userId),
    validatingUserId: validation.isPending ? validation.variables : undefined,
  };
}
