import type { FormErrors } from '@mantine/form';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyFieldErrors } from './fieldErrors.ts';
import { notifyError, notifySuccess } from './notify.ts';

type NotifiedMutationOptions<Variables, Data> = {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** Said once the server has agreed; nothing when the page shows the change itself. */
  success?: string | ((data: Data, variables: Variables) => string);
  /** The reads the change makes stale, refreshed before the mutation counts as done. */
  invalidates?: readonly QueryKey[];
  /** Said when the server refuses, e.g. `(error) => getErrorMessage(error, 'Erreur…')`. */
  failure: string | ((error: Error, variables: Variables) => string);
  /** Where the failure is said: a notification, unless the screen keeps its own banner. */
  showFailure?: (message: string) => void;
  /** A refusal refreshes them too: the row may have changed meanwhile (stock short, loan taken). */
  refreshOnFailure?: boolean;
  /** The form whose inputs show the fields the server refused, in its words. */
  form?: { setErrors: (errors: FormErrors) => void };
  /** What else the success changes (the cache by hand, a modal to close), before the refresh. */
  onSuccess?: (data: Data, variables: Variables) => unknown;
};

/**
 * A change sent to the server, told to the user and followed by the refresh of what it touched:
 * each save had written this wiring by hand, and a copy that forgot the refresh or the field
 * errors went unnoticed. The refresh is awaited, so a button stops spinning and a modal's
 * `mutate(…, { onSuccess })` closes it once the list behind already shows the change.
 */
export function useNotifiedMutation<Variables = void, Data = unknown>({
  mutationFn,
  success,
  invalidates = [],
  failure,
  showFailure = notifyError,
  refreshOnFailure = false,
  form,
  onSuccess,
}: NotifiedMutationOptions<Variables, Data>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      await onSuccess?.(data, variables);
      if (success) notifySuccess(typeof success === 'string' ? success : success(data, variables));
      await refresh();
    },
    onError: async (error, variables) => {
      showFailure(typeof failure === 'string' ? failure : failure(error, variables));
      if (form) applyFieldErrors(form, error);
      if (refreshOnFailure) await refresh();
    },
  });
}
