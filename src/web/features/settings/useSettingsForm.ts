import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type AssociationSettings, associationSettingsSchema } from '../../../domain/settings.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { settingsKeys } from './queryKeys.ts';

/** What the inputs hold: a number field may be empty, the days before the end are typed "30, 7". */
export type SettingsForm = Omit<
  AssociationSettings,
  | 'reminder_days_before'
  | 'reminder_days_after'
  | 'backups_kept'
  | 'messages_kept_years'
  | 'convocations_kept_years'
  | 'season_early_weeks'
  | 'ag_max_proxies'
  | 'ag_quorum_percent'
  | 'age_quorum_percent'
> & {
  reminder_days_before: string;
  reminder_days_after: number | string;
  backups_kept: number | string;
  messages_kept_years: number | string;
  convocations_kept_years: number | string;
  season_early_weeks: number | string;
  ag_max_proxies: number | string;
  ag_quorum_percent: number | string;
  age_quorum_percent: number | string;
};

function toForm(settings: AssociationSettings): SettingsForm {
  return {
    ...settings,
    reminder_days_before: settings.reminder_days_before.join(', '),
    reminder_days_after: settings.reminder_days_after ?? '',
  };
}

/** An empty number field is not a zero: the schema says it is missing. */
const toNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

function toInput(values: SettingsForm): unknown {
  return {
    ...values,
    reminder_days_before: values.reminder_days_before
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number),
    reminder_days_after: values.reminder_days_after === '' ? null : Number(values.reminder_days_after),
    backups_kept: toNumber(values.backups_kept),
    messages_kept_years: toNumber(values.messages_kept_years),
    convocations_kept_years: toNumber(values.convocations_kept_years),
    season_early_weeks: toNumber(values.season_early_weeks),
    ag_max_proxies: toNumber(values.ag_max_proxies),
    ag_quorum_percent: toNumber(values.ag_quorum_percent),
    age_quorum_percent: toNumber(values.age_quorum_percent),
  };
}

/** The days are one input: a message about the second day belongs to it too. */
function onFormFields(errors: FormErrors): FormErrors {
  const merged: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    merged[path.replace(/^reminder_days_before\.\d+$/, 'reminder_days_before')] ??= message;
  }
  return merged;
}

const validate = (values: SettingsForm) =>
  onFormFields(schemaResolver(associationSettingsSchema, { sync: true })(toInput(values) as SettingsForm));

/** The settings page: the saved settings, the form, the save and its notifications. */
export function useSettingsForm() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => api.GET('/api/admin/settings'),
  });
  const form = useForm<SettingsForm>({ mode: 'controlled', validate });
  const { initialize } = form;

  // Filled once the saved settings arrive; `initialize` ignores later calls.
  useEffect(() => {
    if (query.data) initialize(toForm(query.data));
  }, [query.data, initialize]);

  const save = useNotifiedMutation({
    mutationFn: (body: AssociationSettings) => api.PUT('/api/admin/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      form.setValues(toForm(saved));
    },
    success: 'Paramètres enregistrés',
    // The header, the season the renewal page follows and the dashboard read them too.
    invalidates: [queryKeys.association],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement des paramètres"),
    form: { setErrors: (errors) => form.setErrors(onFormFields(errors)) },
  });

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(associationSettingsSchema.parse(toInput(values))),
  );

  return {
    form,
    handleSubmit,
    isLoading: query.isLoading,
    isLoaded: query.data !== undefined && form.initialized,
    loadError: query.isError ? 'Impossible de charger les paramètres' : null,
    refresh: () => void query.refetch(),
    isSaving: save.isPending,
  };
}
