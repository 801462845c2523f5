import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../domain/paging.ts';
import {
  type PendingUser,
  REFUSAL_NOTICES,
  type RefusePendingUserInput,
  refusePendingUserSchema,
} from '../../../domain/validation.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { validationKeys } from './queryKeys.ts';

/**
 * « Refuser »: the reason (required, mailed to the visitor), the refusal, and the notice that
 * says what became of the payment; the card leaves the list and the modal closes on success.
 */
export function useRefusalForm(user: PendingUser, onDone: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<RefusePendingUserInput>({
    initialValues: { reason: '' },
    validate: schemaResolver(refusePendingUserSchema, { sync: true }),
  });
  const mutation = useNotifiedMutation({
    mutationFn: (input: RefusePendingUserInput) =>
      api.POST('/api/admin/pending-users/{id}/refuse', { params: { path: { id: user.id } }, body: input }),
    success: (answer) => REFUSAL_NOTICES[answer.refund],
    onSuccess: () => {
      queryClient.setQueriesData<Page<PendingUser>>({ queryKey: validationKeys.list }, (page) =>
        page ? { ...page, items: page.items.filter((pending) => pending.id !== user.id) } : page,
      );
      onDone();
    },
    invalidates: [validationKeys.list],
    failure: (error) => getErrorMessage(error, 'Erreur lors du refus'),
    form,
  });
  return {
    form,
    handleSubmit: form.onSubmit((values) => mutation.mutate(values)),
    isRefusing: mutation.isPending,
  };
}
