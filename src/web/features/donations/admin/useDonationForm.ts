import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { keepChequeDetailsOfCheques } from '../../../../domain/cheques.ts';
import type { DonationNature, DonorKind } from '../../../../domain/donations.ts';
import type { AdminDonation } from '../../../../domain/donations-list.ts';
import { manualDonationSchema } from '../../../../domain/donations-schemas.ts';
import { type PaymentMode, todayIso } from '../../../../domain/members.ts';
import type { z } from '../../../../domain/zod.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { donationsAdminKeys } from './queryKeys.ts';

/** A person's gift is a member's or someone else's; a company is never a member. */
export type Giver = 'membre' | 'autre';

/** What the route takes: the schema trims and empties on the server. */
type DonationBody = z.input<typeof manualDonationSchema>;

/**
 * What the inputs hold: the amount may be empty; the donor is a person (a member or someone
 * else) or a company.
 */
export type DonationForm = {
  donor_kind: DonorKind;
  giver: Giver;
  user_id: string | null;
  raison_sociale: string;
  siren: string;
  prenom: string;
  nom: string;
  email: string;
  adresse: string;
  code_postal: string;
  ville: string;
  amount: number | string;
  donated_on: string | null;
  nature: DonationNature;
  mode_paiement: PaymentMode | null;
  cheque_number: string;
  cheque_bank: string;
  cheque_drawer: string;
  in_kind_description: string;
  receipt_wanted: boolean;
  note: string;
};

function toForm(gift: AdminDonation | null): DonationForm {
  return {
    donor_kind: gift?.donor_kind ?? 'particulier',
    giver: gift?.user_id ? 'membre' : 'autre',
    user_id: gift?.user_id ?? null,
    raison_sociale: gift?.raison_sociale ?? '',
    siren: gift?.siren ?? '',
    prenom: gift?.prenom ?? '',
    nom: gift?.nom ?? '',
    email: gift?.email ?? '',
    adresse: gift?.adresse ?? '',
    code_postal: gift?.code_postal ?? '',
    ville: gift?.ville ?? '',
    amount: gift?.amount ?? '',
    donated_on: gift?.donated_on ?? todayIso(),
    nature: gift?.nature ?? 'numeraire',
    mode_paiement: gift?.mode_paiement ?? 'Chèque',
    cheque_number: gift?.cheque_number ?? '',
    cheque_bank: gift?.cheque_bank ?? '',
    cheque_drawer: gift?.cheque_drawer ?? '',
    in_kind_description: gift?.in_kind_description ?? '',
    receipt_wanted: gift?.receipt_wanted ?? true,
    note: gift?.note ?? '',
  };
}

/**
 * The gift the form describes. A member's identity is the register's: their name and email are
 * not sent, and an address left empty is the one on their record. What the chosen kind and
 * nature hide (a person's company, the mode of a gift in kind, the description of money, a
 * cheque's details beside another mode) is sent as none.
 */
function toInput({ giver, ...values }: DonationForm): DonationBody {
  const company = values.donor_kind === 'entreprise';
  const member = !company && giver === 'membre';
  return {
    donor_kind: values.donor_kind,
    raison_sociale: company ? values.raison_sociale : null,
    siren: company ? values.siren : null,
    user_id: member ? values.user_id : null,
    prenom: member ? '' : values.prenom,
    nom: member ? '' : values.nom,
    email: member ? '' : values.email,
    adresse: values.adresse || null,
    code_postal: values.code_postal || null,
    ville: values.ville || null,
    amount: values.amount === '' ? Number.NaN : Number(values.amount),
    donated_on: values.donated_on ?? '',
    nature: values.nature,
    ...keepChequeDetailsOfCheques({
      mode_paiement: values.nature === 'numeraire' ? values.mode_paiement : null,
      cheque_number: values.cheque_number,
      cheque_bank: values.cheque_bank,
      cheque_drawer: values.cheque_drawer,
    }),
    in_kind_description: values.nature === 'nature' ? values.in_kind_description : null,
    receipt_wanted: values.receipt_wanted,
    note: values.note,
  };
}

function validate(values: DonationForm): FormErrors {
  const errors = schemaResolver(manualDonationSchema, { sync: true })(toInput(values));
  if (values.donor_kind === 'particulier' && values.giver === 'membre' && !values.user_id) {
    errors.user_id = 'Veuillez choisir le membre';
  }
  return errors;
}

/** The record / edit gift modal (`gift` null: a new one): form, save and notifications. */
export function useDonationForm(gift: AdminDonation | null, onDone: () => void) {
  const form = useForm<DonationForm>({ initialValues: toForm(gift), validate });

  const save = useNotifiedMutation({
    mutationFn: async (body: DonationBody) =>
      gift
        ? { receipt_number: null, donation: await updateGift(gift.id, body) }
        : api.POST('/api/admin/donations', { body }),
    success: ({ receipt_number }) =>
      gift
        ? 'Don modifié'
        : receipt_number
          ? `Don enregistré, reçu n° ${receipt_number} émis`
          : 'Don enregistré',
    onSuccess: onDone,
    invalidates: [donationsAdminKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement du don"),
    form,
  });

  const handleSubmit = form.onSubmit((values) => save.mutate(toInput(values)));

  return { form, handleSubmit, isSaving: save.isPending };
}

const updateGift = (id: string, body: DonationBody) =>
  api.PUT('/api/admin/donations/{id}', { params: { path: { id } }, body });
