import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GENERIC_ERROR } from '../../../domain/messages.ts';
import { REGISTRATION_REDIRECT_SECONDS } from '../../../domain/registration.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useCountdown } from '../../lib/useCountdown.ts';
import { registrationKeys } from './queryKeys.ts';

/**
 * Finalises the paid registration once. A query rather than an effect: React Query shares one
 * request between StrictMode's double mount and never re-sends it (the server is idempotent anyway).
 */
export function useFinalizeRegistration(sessionId: string | null) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: registrationKeys.finalize(sessionId ?? ''),
    queryFn: () => api.POST('/api/registration/finalize', { body: { session_id: sessionId ?? '' } }),
    enabled: sessionId !== null && sessionId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const redirectCountdown = useCountdown(REGISTRATION_REDIRECT_SECONDS, query.isSuccess);
  const isDone = query.isSuccess && redirectCountdown.remaining === 0;

  useEffect(() => {
    if (isDone) void navigate('/login', { replace: true });
  }, [isDone, navigate]);

  if (!sessionId) return { status: 'error' as const, errorMessage: 'Session ID manquant' };
  if (query.isError)
    return { status: 'error' as const, errorMessage: getErrorMessage(query.error, GENERIC_ERROR) };
  if (query.isSuccess) {
    return {
      status: 'success' as const,
      prenom: query.data.prenom,
      isFree: query.data.free === true,
      household: query.data.household ?? [],
      secondsLeft: redirectCountdown.remaining,
    };
  }
  return { status: 'loading' as const };
}
