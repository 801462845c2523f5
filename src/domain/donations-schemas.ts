import { emailSchema } from './auth.ts';
import { calendarDateSchema } from './dates.ts';
import {
  DONATION_NATURES,
  MAX_DONATION_LIMIT,
  MIN_DONATION,
  RECEIPT_ARTICLES,
  RECEIPT_LEGAL_STATUSES,
  RECEIPT_MODES,
} from './donations.ts';
import { formatCount } from './format.ts';
import { PAYMENT_MODES } from './members.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const REQUIRED = 'Ce champ est requis';
const RECEIPT_MENTION_REQUIRED = 'Requis pour émettre des reçus fiscaux';
export const ADDRESS_REQUIRED_FOR_RECEIPT = 'L’adresse postale est requise pour un reçu fiscal';
export const donationAmountRange = (max: number) =>
  `Le montant du don doit être compris entre ${MIN_DONATION} € et ${formatCount(max)} €`;
const DONATION_TOO_LOW = `Le montant du don doit être d’au moins ${MIN_DONATION} €`;

const euroAmount = () =>
  z.number({ error: 'Veuillez saisir un montant' }).multipleOf(0.01, 'Le montant a au plus deux décimales');

/** An amount from MIN_DONATION to `max`, whose message says that range, whichever end is passed. */
export const giftAmountWithin = (max: number) =>
  euroAmount().min(MIN_DONATION, donationAmountRange(max)).max(max, donationAmountRange(max));

/**
 * A gift's amount as a route reads it: its maximum is the settings', which only the service knows
 * (`checkDonationAmount`, with the range in its message); a message here would name a wrong one.
 */
const giftAmountSchema = euroAmount().min(MIN_DONATION, DONATION_TOO_LOW);

/** An empty optional line is no value. */
const optionalLine = (max: number) =>
  singleLine(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** Who gives: a receipt needs the postal address, a gift without receipt does not. */
const donorFields = {
  prenom: singleLine(100, { required: REQUIRED }),
  nom: singleLine(100, { required: REQUIRED }),
  email: z.string().trim().min(1, REQUIRED).pipe(emailSchema),
  adresse: optionalLine(200),
  code_postal: optionalLine(10),
  ville: optionalLine(100),
};

const ADDRESS_FIELDS = ['adresse', 'code_postal', 'ville'] as const;

/** Adds the address's field errors when a receipt is wanted and a part of it is missing. */
function requireAddressForReceipt(
  value: { receipt_wanted: boolean } & Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>>,
  context: z.RefinementCtx,
) {
  if (!value.receipt_wanted) return;
  for (const field of ADDRESS_FIELDS) {
    if (!value[field])
      context.addIssue({ code: 'custom', message: ADDRESS_REQUIRED_FOR_RECEIPT, path: [field] });
  }
}

/**
 * The public page's gift (`POST /api/donations`): the server checks the maximum and opens the
 * payment. The page, which has read the settings, checks the amount with their maximum.
 */
export const onlineDonationSchemaFor = (amount: z.ZodNumber) =>
  z
    .object({
      amount,
      ...donorFields,
      receipt_wanted: z.boolean(),
    })
    .superRefine(requireAddressForReceipt);
export const onlineDonationSchema = onlineDonationSchemaFor(giftAmountSchema);
export type OnlineDonationInput = z.infer<typeof onlineDonationSchema>;

/**
 * A gift the administrator records: from a member (`user_id`, identity read from the register
 * when not given, the address checked once merged) or from someone else (identity given). In
 * kind: a description and its value.
 */
export const manualDonationSchema = z
  .object({
    user_id: z.uuid('Membre invalide').nullable(),
    ...donorFields,
    // Required of a non-member only: the server reads a member's from the register.
    prenom: singleLine(100),
    nom: singleLine(100),
    email: z
      .string()
      .trim()
      .transform((value) => value || null)
      .pipe(emailSchema.nullable()),
    amount: giftAmountSchema,
    donated_on: calendarDateSchema({ label: 'Date du don', required: 'Veuillez saisir la date du don' }),
    nature: z.enum(DONATION_NATURES, { error: 'Nature du don invalide' }),
    /** Money only; a gift in kind has none. */
    mode_paiement: z.enum(PAYMENT_MODES, { error: 'Mode de paiement invalide' }).nullable(),
    in_kind_description: optionalLine(300),
    receipt_wanted: z.boolean(),
    note: z.string().trim().max(1000, '1000 caractères au plus'),
  })
  .superRefine((value, context) => {
    if (!value.user_id) {
      for (const field of ['prenom', 'nom'] as const) {
        if (!value[field]) context.addIssue({ code: 'custom', message: REQUIRED, path: [field] });
      }
      requireAddressForReceipt(value, context);
    }
    if (value.nature === 'numeraire' && !value.mode_paiement) {
      context.addIssue({
        code: 'custom',
        message: 'Veuillez choisir le mode de paiement',
        path: ['mode_paiement'],
      });
    }
    if (value.nature === 'nature' && !value.in_kind_description) {
      context.addIssue({
        code: 'custom',
        message: 'Décrivez le don en nature',
        path: ['in_kind_description'],
      });
    }
  });
export type ManualDonationInput = z.infer<typeof manualDonationSchema>;

/** The association's donation and receipt settings (`/admin/dons`, « Paramètres des dons »). */
export const donationSettingsSchema = z
  .object({
    /** Off by default: only an association the CERFA lists may issue receipts. */
    receipts_enabled: z.boolean(),
    legal_status: z.enum(RECEIPT_LEGAL_STATUSES, { error: 'Statut invalide' }).nullable(),
    /** The association's object, as its statutes word it. */
    object: z.string().trim().max(1000, '1000 caractères au plus'),
    /** RNA number (W…) or SIREN. */
    identifier: singleLine(20),
    address: z.string().trim().max(500, '500 caractères au plus'),
    signatory_name: singleLine(100),
    signatory_function: singleLine(100),
    receipt_mode: z.enum(RECEIPT_MODES, { error: 'Choix invalide' }),
    articles: z.array(z.enum(RECEIPT_ARTICLES, { error: 'Article invalide' })).max(RECEIPT_ARTICLES.length),
    /** Fees receipted too: the membership certificate then no longer says « sans valeur fiscale ». */
    receipt_fees: z.boolean(),
    max_amount: giftAmountWithin(MAX_DONATION_LIMIT),
    suggested_amounts: z.array(giftAmountWithin(MAX_DONATION_LIMIT)).max(6, 'Six montants au plus'),
  })
  .superRefine((value, context) => {
    if (!value.receipts_enabled) return;
    // A receipt without any of these would not be one: each is a mention of the CERFA.
    const required = ['object', 'identifier', 'address', 'signatory_name', 'signatory_function'] as const;
    for (const field of required) {
      if (!value[field])
        context.addIssue({ code: 'custom', message: RECEIPT_MENTION_REQUIRED, path: [field] });
    }
    if (!value.legal_status) {
      context.addIssue({ code: 'custom', message: RECEIPT_MENTION_REQUIRED, path: ['legal_status'] });
    }
    if (value.articles.length === 0) {
      context.addIssue({ code: 'custom', message: 'Cochez au moins un article', path: ['articles'] });
    }
  });
export type DonationSettings = z.infer<typeof donationSettingsSchema>;
