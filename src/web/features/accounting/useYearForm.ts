import { schemaResolver, useForm } from '@mantine/form';
import type { Year } from '../../../domain/accounting-schemas.ts';
import { yearInputSchema } from '../../../domain/accounting-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { accountingKeys } from './queryKeys.ts';

type YearValues = { label: string; start_date: string | null; end_date: string | null };

const toInput = (values: YearValues) => ({
  label: values.label || null,
  start_date: values.start_date ?? '',
  end_date: values.end_date ?? '',
});

/** A year created (`year` null) with the dates proposed, or an open year's name and dates changed. */
export function useYearForm(
  year: Year | null,
  proposed: { start_date: string; end_date: string },
  onDone: () => void,
) {
  const form = useForm<YearValues>({
    initialValues: {
      label: year?.label ?? '',
      start_date: year?.start_date ?? proposed.start_date,
      end_date: year?.end_date ?? proposed.end_date,
    },
    validate: (values) => schemaResolver(yearInputSchema, { sync: true })(toInput(values)),
  });
  const save = useNotifiedMutation({
    mutationFn: (values: YearValues) =>
      year
        ? api.PUT('/api/admin/accounting/years/{id}', {
            params: { path: { id: year.id } },
            body: toInput(values),
          })
        : api.POST('/api/admin/accounting/years', { body: toInput(values) }),
    onSuccess: onDone,
    success: (saved) => (year ? `Exercice ${saved.label} modifié` : `Exercice ${saved.label} créé`),
    invalidates: [accountingKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de l'exercice"),
    form,
  });
  return { form, handleSubmit: form.onSubmit((values) => save.mutate(values)), isSaving: save.isPending };
}
