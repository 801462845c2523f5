import { type QueryKey, useQuery } from '@tanstack/react-query';
import { GENERIC_ERROR } from '../../domain/messages.ts';
import { getErrorMessage } from './api.ts';

/** Where the page back from a payment stands: still asking, refused, or done with the server's answer. */
export type PaymentFinalization<Answer> =
  | { status: 'loading' }
  | { status: 'error'; errorMessage: string }
  | { status: 'success'; answer: Answer };

type FinalizationOptions<Answer> = {
  /** The provider's session the payment page sent back (`paymentSessionId`); null when absent. */
  sessionId: string | null;
  /** Names this session's finalisation, so that it is asked once. */
  queryKey: QueryKey;
  finalize: (sessionId: string) => Promise<Answer>;
};

/**
 * Records the paid checkout once. A query rather than an effect: React Query shares one request
 * between StrictMode's double mount and never re-sends it (the server is idempotent anyway).
 */
export function usePaymentFinalization<Answer>({
  sessionId,
  queryKey,
  finalize,
}: FinalizationOptions<Answer>): PaymentFinalization<Answer> {
  const query = useQuery({
    queryKey,
    queryFn: () => finalize(sessionId ?? ''),
    enabled: sessionId !== null && sessionId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (!sessionId) return { status: 'error', errorMessage: 'Session ID manquant' };
  if (query.isError) return { status: 'error', errorMessage: getErrorMessage(query.error, GENERIC_ERROR) };
  if (query.isSuccess) return { status: 'success', answer: query.data };
  return { status: 'loading' };
}
