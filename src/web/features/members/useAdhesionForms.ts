import { schemaResolver, useForm } from '@mantine/form';
import { keepChequeDetailsOfCheques } from '../../../domain/cheques.ts';
import { dateFinAfter, lastDayCovered, todayIso } from '../../../domain/members.ts';
import {
  type AdminAdhesion,
  type CreateAdhesionInput,
  createAdhesionSchema,
  type UpdateAdhesionInput,
  updateAdhesionSchema,
} from '../../../domain/members-schemas.ts';
import type { AdminOffer } from '../../../domain/membership-offers-schemas.ts';
import { membershipPeriod, type Season } from '../../../domain/seasons.ts';
import { api, failureText } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

/** Mantine's inputs hold '' or null while empty; the schema turns them into its French messages. */
type Loose<T> = { [K in keyof T]: T[K] | '' | null };

/**
 * Spec defaults: Membre Ordinaire at its price, starting today; choosing another offer resets the
 * amount. The spec's default payment by card is left out: a cheque went on record as a card
 * because nobody changed it, so the treasurer chooses the mode each time.
 */
export function useAddAdhesionForm(
  userId: string,
  { offers, first, season }: { offers: AdminOffer[]; first: AdminOffer | undefined; season: Season },
  onDone: () => void,
) {
  const form = useForm<Loose<CreateAdhesionInput>>({
    initialValues: {
      offer_id: first?.id ?? null,
      montant: first?.price ?? null,
      date_debut: todayIso(),
      mode_paiement: null,
      cheque_number: '',
      cheque_bank: '',
      cheque_drawer: '',
    },
    validate: (values) =>
      schemaResolver(createAdhesionSchema, { sync: true })(keepChequeDetailsOfCheques(values)),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (input: CreateAdhesionInput) =>
      api.POST('/api/admin/users/{id}/adhesions', { params: { path: { id: userId } }, body: input }),
    onSuccess: onDone,
    success: 'Adhésion ajoutée avec succès',
    // The register's membership column.
    invalidates: [memberKeys.list],
    failure: (error) => failureText("Erreur lors de l'ajout de l'adhésion : ", error),
    form,
  });

  const start = form.values.date_debut;
  return {
    form,
    // Choosing an offer fills the amount with its price (for « prix libre », the suggested one).
    chooseOffer: (offerId: string) => {
      const offer = offers.find((candidate) => candidate.id === offerId);
      if (!offer) return;
      form.setFieldValue('offer_id', offer.id);
      form.setFieldValue('montant', offer.price);
    },
    endDate: start ? membershipPeriod(season, start).date_fin : null,
    handleSubmit: form.onSubmit((values) =>
      mutation.mutate(createAdhesionSchema.parse(keepChequeDetailsOfCheques(values))),
    ),
    isSaving: mutation.isPending,
  };
}

/**
 * A correction: the offer (its type follows on the server) and the mode as well as the rest. A
 * new offer leaves the amount as recorded, as the spec's type did: it is what was paid.
 */
export function useEditAdhesionForm(adhesion: AdminAdhesion, onDone: () => void) {
  const form = useForm<Loose<UpdateAdhesionInput>>({
    initialValues: {
      offer_id: adhesion.offer_id,
      mode_paiement: adhesion.mode_paiement,
      montant: adhesion.montant,
      date_debut: adhesion.date_debut,
      // The treasurer reads and types the last day covered, as every page shows it.
      date_fin: lastDayCovered(adhesion.date_fin),
      // A refused sign-up is no status to keep by hand: a correction chooses one of the spec's.
      statut: adhesion.statut === 'refused' ? null : adhesion.statut,
      cheque_number: adhesion.cheque_number ?? '',
      cheque_bank: adhesion.cheque_bank ?? '',
      cheque_drawer: adhesion.cheque_drawer ?? '',
    },
    validate: (values) =>
      schemaResolver(updateAdhesionSchema, { sync: true })(keepChequeDetailsOfCheques(values)),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (input: UpdateAdhesionInput) =>
      api.PUT('/api/admin/adhesions/{id}', { params: { path: { id: adhesion.id } }, body: input }),
    onSuccess: onDone,
    success: 'Adhésion modifiée avec succès',
    invalidates: [memberKeys.list],
    failure: (error) => failureText("Erreur lors de la modification de l'adhésion : ", error),
    form,
  });

  return {
    form,
    handleSubmit: form.onSubmit((values) => {
      const input = updateAdhesionSchema.parse(keepChequeDetailsOfCheques(values));
      mutation.mutate({ ...input, date_fin: dateFinAfter(input.date_fin) });
    }),
    isSaving: mutation.isPending,
  };
}
