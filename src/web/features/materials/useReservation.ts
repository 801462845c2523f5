import { schemaResolver, useForm } from '@mantine/form';
import { type LoanRequestValues, loanRequestFormSchema, type Material } from '../../../domain/materials.ts';
import { api } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { materialKeys } from './queryKeys.ts';

/** What the inputs hold: a number field may be empty, dates are the browser's local 'YYYY-MM-DDTHH:mm'. */
type ReservationForm = {
  quantity: number | string;
  start_date: string;
  end_date: string;
  usage_context: string;
};

const EMPTY_FORM: ReservationForm = { quantity: 1, start_date: '', end_date: '', usage_context: '' };

/** The 'Réserver {name}' modal: form, request, notifications; the modal closes only on success. */
export function useReservation(material: Material, onDone: () => void) {
  const schema = loanRequestFormSchema(material.available_quantity);
  const form = useForm<ReservationForm>({
    initialValues: EMPTY_FORM,
    validate: (values) => schemaResolver(schema, { sync: true })({ ...values, material_id: material.id }),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (values: LoanRequestValues) =>
      api.POST('/api/material-loans', {
        body: {
          ...values,
          start_date: values.start_date.toISOString(),
          end_date: values.end_date.toISOString(),
        },
      }),
    onSuccess: onDone,
    success: 'Demande de réservation envoyée',
    invalidates: [materialKeys.myLoans],
    failure: 'Erreur lors de la réservation',
    form,
  });

  const handleSubmit = form.onSubmit((values) => {
    // Local date-times become instants here, in the member's own time zone.
    mutation.mutate(schema.parse({ ...values, material_id: material.id }));
  });

  return { form, handleSubmit, isSending: mutation.isPending };
}
