import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { privacyKeys } from './queryKeys.ts';

/** One page of the pending erasure requests, oldest first, and their confirmation. */
export function useErasureRequests() {
  const list = usePagedList({
    queryKey: privacyKeys.list,
    load: (query) => api.GET('/api/admin/erasure-requests', { params: { query } }),
    loadError: 'Erreur lors du chargement des demandes de suppression',
  });
  const confirmation = useNotifiedMutation({
    mutationFn: (userId: string) =>
      api.POST('/api/admin/erasure-requests/{id}/confirm', { params: { path: { id: userId } } }),
    success: 'Compte effacé',
    invalidates: [privacyKeys.list],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'effacement du compte"),
  });
  return {
    list,
    confirmErasure: (userId: string) => confirmation.mutate(userId),
    erasingUserId: confirmation.isPending ? confirmation.variables : undefined,
  };
}
