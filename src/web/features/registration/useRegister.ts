import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { type RegisterInput, registerSchema } from '../../../domain/registration.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { type OfferChoice, useOfferChoice } from '../offers/choice/useOfferChoice.ts';
import { registrationKeys } from './queryKeys.ts';

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
 * so nothing typed here is ever written to browser storage. Back from a cancelled payment
 * (`draftId`, the checkout's reference), the form is filled in again from what the server kept,
 * except the password, which the visitor types again.
 */
export function useRegister(draftId: string | null) {
  const form = useForm<RegisterInput>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  // An expired or unknown reference leaves the form empty: there is nothing to tell.
  const draft = useQuery({
    queryKey: registrationKeys.draft(draftId ?? ''),
    queryFn: () => api.GET('/api/registration/checkout/{id}', { params: { path: { id: draftId ?? '' } } }),
    enabled: draftId !== null && draftId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // `initialize` fills the form once, never over what the visitor types afterwards.
  useEffect(() => {
    if (draft.data) form.initialize({ ...draft.data, password: '' });
  }, [draft.data, form]);

  const choice: OfferChoice = useOfferChoice('inscription');
  const mutation = useNotifiedMutation({
    mutationFn: (input: RegisterInput) => api.POST('/api/registration/checkout', { body: input }),
    onSuccess: ({ url }) => window.location.assign(url),
    failure: (error) => getErrorMessage(error, 'Erreur lors de la redirection vers le paiement'),
    // The server's refusals name fields of both parts: each form shows its own.
    form: {
      setErrors: (errors) => {
        form.setErrors(errors);
        choice.form.setErrors(errors);
      },
    },
  });

  // Both parts are checked together, so that every refusal shows at once beside its field.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const person = form.validate();
    const isChoiceValid = choice.validate(form.values.email);
    if (person.hasErrors || !isChoiceValid) return;
    mutation.mutate({ ...registerSchema.parse(form.values), ...choice.input() });
  };

  // Stays busy after success: the browser is leaving for the payment page (or the success page).
  return {
    form,
    choice,
    handleSubmit,
    isDraftRestored: draft.isSuccess,
    isRedirecting: mutation.isPending || mutation.isSuccess,
  };
}
