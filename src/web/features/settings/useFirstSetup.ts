import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type AssociationSetup,
  type AssociationSetupState,
  associationSetupSchema,
} from '../../../domain/association-identity.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { settingsKeys } from './queryKeys.ts';

/** What the inputs hold: the weeks' field may be empty. */
export type FirstSetupForm = Omit<AssociationSetup, 'season_early_weeks'> & {
  season_early_weeks: number | string;
};

const toInput = (values: FirstSetupForm): unknown => ({
  ...values,
  season_early_weeks: values.season_early_weeks === '' ? Number.NaN : Number(values.season_early_weeks),
});

const validate = (values: FirstSetupForm) =>
  schemaResolver(associationSetupSchema, { sync: true })(toInput(values) as FirstSetupForm);

/**
 * The first sign-in step of the dashboard: whether it is still to show, its form prefilled with
 * what is in force, and its two answers. Either answer hides it for good; the settings page stays
 * the place to change these values.
 */
export function useFirstSetup() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingsKeys.setup,
    queryFn: () => api.GET('/api/admin/setup'),
  });
  const form = useForm<FirstSetupForm>({ mode: 'controlled', validate });
  const { initialize } = form;

  useEffect(() => {
    if (query.data) initialize(query.data.values);
  }, [query.data, initialize]);

  const answered = (state: AssociationSetupState) => queryClient.setQueryData(settingsKeys.setup, state);
  // The header's name, the renewal page's season and the settings page read them too.
  const invalidates = [queryKeys.association, settingsKeys.all];

  const save = useNotifiedMutation({
    mutationFn: (body: AssociationSetup) => api.PUT('/api/admin/setup', { body }),
    onSuccess: answered,
    success: 'Association enregistrée',
    invalidates,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de l'association"),
    form,
  });

  const skip = useNotifiedMutation({
    mutationFn: () => api.POST('/api/admin/setup/skip'),
    onSuccess: answered,
    success: 'Vous pourrez compléter ces informations dans les paramètres',
    invalidates,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de votre choix"),
  });

  return {
    form,
    isShown: query.data?.pending === true && form.initialized,
    handleSubmit: form.onSubmit((values) => save.mutate(associationSetupSchema.parse(toInput(values)))),
    handleSkip: () => skip.mutate(),
    isSaving: save.isPending,
    isSkipping: skip.isPending,
  };
}
