import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { offerChoiceKeys } from '../offers/choice/queryKeys.ts';
import { type OfferChoice, useOfferChoice } from '../offers/choice/useOfferChoice.ts';
import { memberKeys } from './queryKeys.ts';

/**
 * The offer the member renews with, and the payment page it opens; the server decides the amount
 * and whose membership it renews. The people of the member's last household are filled in again.
 */
export function useRenewal(payerEmail: string) {
  const lastHousehold = useQuery({
    queryKey: offerChoiceKeys.lastHousehold,
    queryFn: () => api.GET('/api/members/me/household'),
  });
  // Unreadable, it is no reason not to renew: the form starts empty.
  const choice = useOfferChoice(
    'renouvellement',
    lastHousehold.isError ? { members: [], dependants: [] } : (lastHousehold.data ?? null),
  );
  const mutation = useNotifiedMutation({
    mutationFn: (input: ReturnType<OfferChoice['input']>) =>
      api.POST('/api/members/me/renewal/checkout', { body: input }),
    onSuccess: ({ url }) => window.location.assign(url),
    failure: (error) =>
      error instanceof ApiError && error.status === 401
        ? 'Vous devez être connecté pour renouveler votre adhésion'
        : getErrorMessage(error, 'Erreur lors de la redirection vers le paiement'),
    form: choice.form,
  });
  const renew = () => {
    if (choice.validate(payerEmail)) mutation.mutate(choice.input());
  };
  // Stays busy after success: the browser is leaving for the payment page.
  return {
    choice,
    renew,
    isRedirecting: mutation.isPending || mutation.isSuccess,
    lastHousehold: lastHousehold.data ?? { members: [], dependants: [] },
  };
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
    household: query.data?.household ?? [],
    isFree: query.data?.montant === 0,
    /** A second renewal paid meanwhile: the end of the year it added; else null. */
    extendedUntil: query.data?.already_renewed ? query.data.date_fin : null,
    finalizeError: query.isError
      ? getErrorMessage(query.error, 'Erreur lors de la récupération des adhésions')
      : null,
  };
}
