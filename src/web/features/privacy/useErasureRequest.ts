import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ErasureRequestInput, erasureRequestSchema } from '../../../domain/privacy-schemas.ts';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { privacyKeys } from './queryKeys.ts';

const hasFieldErrors = (error: unknown) => error instanceof ApiError && error.fields.length > 0;

/** The member's own erasure request: whether one waits, and cancelling it. */
export function useErasureStatus() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: privacyKeys.myErasureRequest,
    queryFn: () => api.GET('/api/members/me/erasure-request'),
  });
  const cancel = useNotifiedMutation({
    mutationFn: () => api.DELETE('/api/members/me/erasure-request'),
    onSuccess: (answer) => queryClient.setQueryData(privacyKeys.myErasureRequest, answer),
    success: 'Votre demande de suppression est annulée',
    failure: (error) => getErrorMessage(error, "Erreur lors de l'annulation de la demande"),
  });
  return {
    status: status.data,
    cancelRequest: () => cancel.mutate(),
    isCancelling: cancel.isPending,
  };
}

/**
 * The "Supprimer mon compte" modal: the password, the request, the notifications; closes only on
 * success. A wrong password shows under its field; a refusal of the request itself (the last
 * administrator's) is `refusal`, which the modal shows beside its button.
 */
export function useErasureRequestForm(onDone: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<ErasureRequestInput>({
    initialValues: { password: '' },
    validate: schemaResolver(erasureRequestSchema, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: (input: ErasureRequestInput) => api.POST('/api/members/me/erasure-request', { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(privacyKeys.myErasureRequest, answer);
      notifySuccess('Votre demande de suppression est enregistrée');
      onDone();
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      if (hasFieldErrors(error))
        notifyError(getErrorMessage(error, 'Erreur lors de la demande de suppression'));
    },
  });
  const { error } = mutation;
  return {
    form,
    handleSubmit: form.onSubmit((values) => mutation.mutate(values)),
    isSending: mutation.isPending,
    refusal:
      error && !hasFieldErrors(error)
        ? getErrorMessage(error, 'Erreur lors de la demande de suppression')
        : null,
  };
}
