import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { LoginInput } from '../../../domain/auth.ts';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useDeferredSchema } from '../../lib/useDeferredSchema.ts';

/**
 * Step 1 of sign-in: email and password; on success the server mails a code. When the account
 * was mailed its codes of the hour, the password was right and the last code still works: the
 * code step opens with the server's explanation.
 */
export function useLogin(onCodeStep: (email: string, notice?: string) => void) {
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const schema = useDeferredSchema(() =>
    import('../../../domain/auth.ts').then((module) => module.loginSchema),
  );
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: schema.validate,
    onValuesChange: () => void schema.ready(),
  });

  const mutation = useMutation({
    mutationFn: (input: LoginInput) => api.POST('/api/auth/login', { body: input }),
    onSuccess: ({ email }) => {
      notifySuccess('Un code vient de vous être envoyé par mail');
      // The password has done its job: do not keep it around while the code step shows.
      form.setFieldValue('password', '');
      onCodeStep(email);
    },
    onError: (error, input) => {
      const message = getErrorMessage(error, 'Erreur lors de la connexion');
      if (error instanceof ApiError && error.code === 'TOO_MANY_CODES_SENT') {
        form.setFieldValue('password', '');
        onCodeStep(input.email, message);
        return;
      }
      applyFieldErrors(form, error);
      // Shown once, in the form's alert, which stays until the next try (a toast would repeat it).
      setErrorMessage(message);
    },
  });

  const submitChecked = form.onSubmit((values) => {
    setErrorMessage(null);
    mutation.mutate(schema.parse(values));
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void schema.ready().then(() => submitChecked());
  };

  return { form, handleSubmit, isSubmitting: mutation.isPending, errorMessage };
}

export type LoginState = ReturnType<typeof useLogin>;
