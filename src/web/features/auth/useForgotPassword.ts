import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../domain/auth.ts';
import { GENERIC_ERROR } from '../../../domain/messages.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export function useForgotPassword(defaultEmail: string, onSent: () => void) {
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: defaultEmail },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.POST('/api/auth/forgot-password', { body: input }),
    onSuccess: () => {
      notifySuccess(
        'Si un compte existe pour cet email, un lien de réinitialisation vient de vous être envoyé.',
      );
      onSent();
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(getErrorMessage(error, GENERIC_ERROR));
    },
  });

  const handleSubmit = form.onSubmit((values) => mutation.mutate(forgotPasswordSchema.parse(values)));

  return { form, handleSubmit, isSending: mutation.isPending };
}
