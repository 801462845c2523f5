import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoanRequestValues, loanRequestFormSchema, type Material } from '../../../domain/materials.ts';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
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
  const queryClient = useQueryClient();
  const schema = loanRequestFormSchema(material.available_quantity);
  const form = useForm<ReservationForm>({
    initialValues: EMPTY_FORM,
    validate: (values) => schemaResolver(schema, { sync: true })({ ...values, material_id: material.id }),
  });

  const mutation = useMutation({
    mutationFn: (values: LoanRequestValues) =>
      api.POST('/api/material-loans', {
        body: {
          ...values,
          start_date: values.start_date.toISOString(),
          end_date: values.end_date.toISOString(),
        },
      }),
    onSuccess: () => {
      notifySuccess('Demande de réservation envoyée');
      void queryClient.invalidateQueries({ queryKey: materialKeys.myLoans });
      onDone();
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError('Erreur lors de la réservation');
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    // Local date-times become instants here, in the member's own time zone.
    mutation.mutate(schema.parse({ ...values, material_id: material.id }));
  });

  return { form, handleSubmit, isSending: mutation.isPending };
}
