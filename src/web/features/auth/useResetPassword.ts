import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { type ResetPasswordInput, resetPasswordFormSchema } from '../../../domain/auth.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

type ResetPasswordForm = { password: string; confirmation: string };

export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirmation: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (input: ResetPasswordInput) => api.POST('/api/auth/reset-password', { body: input }),
    onSuccess: () => void navigate('/login', { replace: true }),
    success: 'Mot de passe modifié, vous pouvez vous connecter',
    failure: (error) => getErrorMessage(error, 'Erreur lors du changement de mot de passe'),
    form,
  });

  const handleSubmit = form.onSubmit(({ password }) => mutation.mutate({ token, password }));

  return { form, handleSubmit, isSaving: mutation.isPending };
}
