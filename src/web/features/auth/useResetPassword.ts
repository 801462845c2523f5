import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ResetPasswordInput, resetPasswordFormSchema } from '../../../domain/auth.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

type ResetPasswordForm = { password: string; confirmation: string };

export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirmation: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (input: ResetPasswordInput) => api.POST('/api/auth/reset-password', { body: input }),
    onSuccess: () => {
      notifySuccess('Mot de passe modifié, vous pouvez vous connecter');
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(getErrorMessage(error, 'Erreur lors du changement de mot de passe'));
    },
  });

  const handleSubmit = form.onSubmit(({ password }) => mutation.mutate({ token, password }));

  return { form, handleSubmit, isSaving: mutation.isPending };
}
