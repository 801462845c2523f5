import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { memberKeys } from './queryKeys.ts';

/** Opens the payment page; the server decides the amount and whose membership it renews. */
export function useRenewal() {
  const mutation = useMutation({
    mutationFn: () => api.POST('/api/members/me/renewal/checkout'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      notifyError(
        error instanceof ApiError && error.status === 401
          ? 'Vous devez être connecté pour renouveler votre adhésion'
          : getErrorMessage(error, 'Erreur lors de la redirection vers le paiement'),
      ),
  });
  // Stays busy after success: the browser is leaving for the payment page.
  return { renew: () => mutation.mutate(), isRedirecting: mutation.isPending || mutation.isSuccess };
}

/** Back from the payment page: records the paid renewal once (the server ignores a second call). */
export function useRenewalReturn(sessionId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: memberKeys.renewal(sessionId ?? ''),
    queryFn: () => api.POST('/api/members/me/renewal/finalize', { body: { session_id: sessionId ?? '' } }),
    enabled: sessionId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (query.isSuccess) void queryClient.invalidateQueries({ queryKey: memberKeys.myAdhesions });
  }, [query.isSuccess, queryClient]);

  return {
    isFinalizing: query.isLoading,
    finalizeError: query.isError
      ? getErrorMessage(query.error, 'Erreur lors de la récupération des adhésions')
      : null,
  };
}
