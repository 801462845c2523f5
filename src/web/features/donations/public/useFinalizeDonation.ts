import { useQuery } from '@tanstack/react-query';
import { GENERIC_ERROR } from '../../../../domain/messages.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { donationPageKeys } from './queryKeys.ts';

/**
 * Records the paid gift once. A query rather than an effect: React Query shares one request
 * between StrictMode's double mount and never re-sends it (the server is idempotent anyway).
 */
export function useFinalizeDonation(sessionId: string | null) {
  const query = useQuery({
    queryKey: donationPageKeys.finalize(sessionId ?? ''),
    queryFn: () => api.POST('/api/donations/finalize', { body: { session_id: sessionId ?? '' } }),
    enabled: sessionId !== null && sessionId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (!sessionId) return { status: 'error' as const, errorMessage: 'Session ID manquant' };
  if (query.isError)
    return { status: 'error' as const, errorMessage: getErrorMessage(query.error, GENERIC_ERROR) };
  if (query.isSuccess) return { status: 'success' as const, thanks: query.data };
  return { status: 'loading' as const };
}
