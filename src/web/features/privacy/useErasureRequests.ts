import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureRequestItem } from '../../../domain/privacy.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { privacyKeys } from './queryKeys.ts';

/** One page of the pending erasure requests, oldest first, and their confirmation. */
export function useErasureRequests() {
  const queryClient = useQueryClient();
  const list = usePagedList<ErasureRequestItem>({
    queryKey: privacyKeys.list,
    path: '/api/admin/erasure-requests',
    loadError: 'Erreur lors du chargement des demandes de suppression',
  });
  const confirmation = useMutation({
    mutationFn: (userId: string) =>
      api.post(`/api/admin/erasure-requests/${encodeURIComponent(userId)}/confirm`),
    onSuccess: () => {
      notifySuccess('Compte effacé');
      return queryClient.invalidateQueries({ queryKey: privacyKeys.list });
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'effacement du compte")),
  });
  return {
    list,
    confirmErasure: (userId: string) => confirmation.mutate(userId),
    erasingUserId: confirmation.isPending ? confirmation.variables : undefined,
  };
}
