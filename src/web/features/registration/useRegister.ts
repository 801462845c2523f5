import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type CheckoutResponse, type RegisterInput, registerSchema } from '../../../domain/registration.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError } from '../../lib/notify.ts';

const EMPTY_FORM: RegisterInput = {
  prenom: '',
  nom: '',
  email: '',
  password: '',
  adresse: '',
  code_postal: '',
  ville: '',
};

/**
 * The server keeps the registration (password included) with the payment session it opens,
 * so nothing typed here is ever written to browser storage.
 */
export function useRegister() {
  const form = useForm<RegisterInput>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (input: RegisterInput) => api.post<CheckoutResponse>('/api/registration/checkout', input),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(getErrorMessage(error, 'Erreur lors de la redirection vers le paiement'));
    },
  });

  const handleSubmit = form.onSubmit((values) => mutation.mutate(registerSchema.parse(values)));

  // Stays busy after success: the browser is leaving for the payment page.
  return { form, handleSubmit, isRedirecting: mutation.isPending || mutation.isSuccess };
}
