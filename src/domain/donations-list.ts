import { chequeOutputFields } from './cheques.ts';
import { calendarDateSchema } from './dates.ts';
import { DONATION_NATURES, DONOR_KINDS } from './donations.ts';
import { PAYMENT_MODES } from './members.ts';
import { pageQuerySchema, pageSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/**
 * Where a gift stands with receipts: covered by a valid one, wanted but none yet, its last one
 * cancelled (a corrected one may be issued), or none asked for.
 */
export const DONATION_RECEIPT_STATES = ['avec_recu', 'sans_recu', 'annule', 'non_demande'] as const;
export type DonationReceiptState = (typeof DONATION_RECEIPT_STATES)[number];
export const DONATION_RECEIPT_STATE_LABELS: Record<DonationReceiptState, string> = {
  avec_recu: 'Avec reçu',
  sans_recu: 'Sans reçu',
  annule: 'Reçu annulé',
  non_demande: 'Non demandé',
};

const filterFields = {
  from: calendarDateSchema({ label: 'Du', required: 'Veuillez saisir le début de la période' }).optional(),
  to: calendarDateSchema({ label: 'Au', required: 'Veuillez saisir la fin de la période' }).optional(),
  mode: z.enum(PAYMENT_MODES, { error: 'Mode de paiement invalide' }).optional(),
  nature: z.enum(DONATION_NATURES, { error: 'Nature du don invalide' }).optional(),
  receipt: z.enum(DONATION_RECEIPT_STATES, { error: 'État du reçu invalide' }).optional(),
  search: searchSchema,
};

/** `/admin/dons`'s filters and page. */
export const donationsQuerySchema = pageQuerySchema
  .extend(filterFields)
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'La fin de la période doit suivre son début',
    path: ['to'],
  });
export type DonationsQuery = z.infer<typeof donationsQuerySchema>;

export const adminDonationSchema = z.object({
  id: z.string(),
  donor_id: z.string(),
  /** The member's account when the donor is one; null for a donor kept apart from the register. */
  user_id: z.string().nullable(),
  donor_kind: z.enum(DONOR_KINDS),
  /** A company's legal name and SIREN; null for a person. */
  raison_sociale: z.string().nullable(),
  siren: z.string().nullable(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  amount: z.number(),
  donated_on: z.string(),
  nature: z.enum(DONATION_NATURES),
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  ...chequeOutputFields,
  in_kind_description: z.string().nullable(),
  receipt_wanted: z.boolean(),
  note: z.string(),
  /** Received online (a payment's reference) rather than recorded by hand. */
  online: z.boolean(),
  receipt_state: z.enum(DONATION_RECEIPT_STATES),
  /** The valid receipt that covers it. */
  receipt: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;

/** Each nature's share of the filtered gifts. */
const donationNatureTotalSchema = z.object({
  nature: z.enum(DONATION_NATURES),
  count: z.number(),
  amount: z.number(),
});

/** A page of gifts, with the totals of every gift the filters select, not only this page's. */
export const donationsPageSchema = pageSchema(adminDonationSchema).extend({
  total_amount: z.number(),
  totals: z.array(donationNatureTotalSchema),
});
export type DonationsPage = z.infer<typeof donationsPageSchema>;

/** A gift recorded by hand, and the number of the receipt issued with it, if one was. */
export const recordedDonationSchema = z.object({
  donation: adminDonationSchema,
  receipt_number: z.string().nullable(),
});
export type RecordedDonation = z.infer<typeof recordedDonationSchema>;
