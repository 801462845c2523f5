import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REGISTRATION_REDIRECT_SECONDS } from '../../../domain/registration.ts';
import { api } from '../../lib/api.ts';
import { useCountdown } from '../../lib/useCountdown.ts';
import { type PaymentFinalization, usePaymentFinalization } from '../../lib/usePaymentFinalization.ts';
import { registrationKeys } from './queryKeys.ts';

type Registered = {
  prenom: string;
  isFree: boolean;
  household: { prenom: string; nom: string }[];
  secondsLeft: number;
};

/** Finalises the paid registration once, then counts down to the sign-in page. */
export function useFinalizeRegistration(sessionId: string | null): PaymentFinalization<Registered> {
  const navigate = useNavigate();
  const result = usePaymentFinalization({
    sessionId,
    queryKey: registrationKeys.finalize(sessionId ?? ''),
    finalize: (id) => api.POST('/api/registration/finalize', { body: { session_id: id } }),
  });
  const isSuccess = result.status === 'success';
  const redirectCountdown = useCountdown(REGISTRATION_REDIRECT_SECONDS, isSuccess);
  const isDone = isSuccess && redirectCountdown.remaining === 0;

  useEffect(() => {
    if (isDone) void navigate('/login', { replace: true });
  }, [isDone, navigate]);

  if (result.status !== 'success') return result;
  const { answer } = result;
  return {
    status: 'success',
    answer: {
      prenom: answer.prenom,
      isFree: answer.free === true,
      household: answer.household ?? [],
      secondsLeft: redirectCountdown.remaining,
    },
  };
}
