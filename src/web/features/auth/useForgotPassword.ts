import { schemaResolver, useForm } from '@mantine/form';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../domain/auth.ts';
import { GENERIC_ERROR } from '../../../domain/messages.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

export function useForgotPassword(defaultEmail: string, onSent: () => void) {
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: defaultEmail },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (input: ForgotPasswordInput) => api.POST('/api/auth/forgot-password', { body: input }),
    onSuccess: onSent,
    success: 'Si un compte existe pour cet email, un lien de réinitialisation vient de vous être envoyé.',
    failure: (error) => getErrorMessage(error, GENERIC_ERROR),
    form,
  });

  const handleSubmit = form.onSubmit((values) => mutation.mutate(forgotPasswordSchema.parse(values)));

  return { form, handleSubmit, isSending: mutation.isPending };
}
