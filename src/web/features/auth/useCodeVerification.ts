import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  type SessionResponse,
  type VerifyCodeInput,
  verifyCodeSchema,
} from '../../../domain/auth.ts';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { originOf } from '../../lib/locationState.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useCountdown } from '../../lib/useCountdown.ts';

/** Step 2 of sign-in: the mailed code, with a resend link that waits OTP_RESEND_SECONDS. */
export function useCodeVerification(onSignInExpired: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const resendCountdown = useCountdown(OTP_RESEND_SECONDS);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const form = useForm<VerifyCodeInput>({
    initialValues: { code: '' },
    validate: schemaResolver(verifyCodeSchema, { sync: true }),
  });

  const verify = useMutation({
    mutationFn: (input: VerifyCodeInput) => api.POST('/api/auth/verify-code', { body: input }),
    onSuccess: ({ user }) => {
      notifySuccess('Connexion réussie');
      // The session must be known before navigating, or the member area would send us back here.
      queryClient.setQueryData<SessionResponse>(queryKeys.session, { user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void navigate(originOf(location) ?? '/', { replace: true });
    },
    onError: (error) => {
      // Shown once, in the form's alert, which stays until the next try (a toast would repeat it).
      setErrorMessage(getErrorMessage(error, 'Erreur lors de la vérification du code'));
      form.setFieldValue('code', '');
      applyFieldErrors(form, error);
    },
  });

  const resend = useMutation({
    mutationFn: () => api.POST('/api/auth/resend-code'),
    onSuccess: () => {
      notifySuccess('Nouveau code envoyé');
      setErrorMessage(null);
      resendCountdown.restart();
    },
    onError: (error) => {
      // A refusal (too many codes sent) says why; anything else keeps the screen's own text.
      notifyError(getErrorMessage(error, "Erreur lors de l'envoi du code"));
      // 401: the password step has lapsed, only a fresh sign-in can send a new code.
      if (error instanceof ApiError && error.status === 401) onSignInExpired();
    },
  });

  const handleCodeChange = (value: string) => {
    form.setFieldValue('code', value.replace(/\D/g, '').slice(0, OTP_LENGTH));
  };

  const handleSubmit = form.onSubmit((values) => {
    setErrorMessage(null);
    verify.mutate(verifyCodeSchema.parse(values));
  });

  return {
    form,
    handleSubmit,
    handleCodeChange,
    isVerifying: verify.isPending,
    errorMessage,
    resendSecondsLeft: resendCountdown.remaining,
    resendCode: () => resend.mutate(),
    isResending: resend.isPending,
  };
}
