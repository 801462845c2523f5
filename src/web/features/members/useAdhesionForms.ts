import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type AdhesionType, addOneYear, type Fees, feeForType, todayIso } from '../../../domain/members.ts';
import {
  type Adhesion,
  type CreateAdhesionInput,
  createAdhesionSchema,
  type UpdateAdhesionInput,
  updateAdhesionSchema,
} from '../../../domain/members-schemas.ts';
import { api, failureText } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useInvalidateUsers } from './useInvalidateUsers.ts';

/** Mantine's inputs hold '' or null while empty; the schema turns them into its French messages. */
type Loose<T> = { [K in keyof T]: T[K] | '' | null };

/**
 * Spec defaults: Membre Ordinaire at its fee, starting today; choosing a type resets the amount.
 * The spec's default payment by card is left out: a cheque went on record as a card because
 * nobody changed it, so the treasurer chooses the mode each time.
 */
export function useAddAdhesionForm(userId: string, fees: Fees, onDone: () => void) {
  const invalidate = useInvalidateUsers();
  const form = useForm<Loose<CreateAdhesionInput>>({
    initialValues: {
      type: 'standard',
      montant: feeForType(fees, 'standard'),
      date_debut: todayIso(),
      mode_paiement: null,
    },
    validate: schemaResolver(createAdhesionSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (input: CreateAdhesionInput) =>
      api.POST('/api/admin/users/{id}/adhesions', { params: { path: { id: userId } }, body: input }),
    onSuccess: () => {
      invalidate();
      notifySuccess('Adhésion ajoutée avec succès');
      onDone();
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(failureText("Erreur lors de l'ajout de l'adhésion : ", error));
    },
  });

  const chooseType = (type: AdhesionType) => {
    form.setFieldValue('type', type);
    form.setFieldValue('montant', feeForType(fees, type));
  };
  const start = form.values.date_debut;
  return {
    form,
    chooseType,
    endDate: start ? addOneYear(start) : null,
    handleSubmit: form.onSubmit((values) => mutation.mutate(createAdhesionSchema.parse(values))),
    isSaving: mutation.isPending,
  };
}

export function useEditAdhesionForm(adhesion: Adhesion, onDone: () => void) {
  const invalidate = useInvalidateUsers();
  const form = useForm<Loose<UpdateAdhesionInput>>({
    initialValues: {
      type: adhesion.type,
      mode_paiement: adhesion.mode_paiement,
      montant: adhesion.montant,
      date_debut: adhesion.date_debut,
      date_fin: adhesion.date_fin,
      statut: adhesion.statut,
    },
    validate: schemaResolver(updateAdhesionSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (input: UpdateAdhesionInput) =>
      api.PUT('/api/admin/adhesions/{id}', { params: { path: { id: adhesion.id } }, body: input }),
    onSuccess: () => {
      invalidate();
      notifySuccess('Adhésion modifiée avec succès');
      onDone();
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(failureText("Erreur lors de la modification de l'adhésion : ", error));
    },
  });

  return {
    form,
    handleSubmit: form.onSubmit((values) => mutation.mutate(updateAdhesionSchema.parse(values))),
    isSaving: mutation.isPending,
  };
}
