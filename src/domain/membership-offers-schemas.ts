import { formatCount } from './format.ts';
import { ADHESION_TYPES } from './members.ts';
import { MAX_HOUSEHOLD_SIZE, MAX_OFFER_PRICE, OFFER_PRICINGS } from './membership-offers.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const OFFER_NAME_MAX = 100;
const OFFER_DESCRIPTION_MAX = 1000;
const OFFER_BENEFITS_MAX = 12;
const OFFER_BENEFIT_MAX = 200;
const OFFER_CONDITION_MAX = 200;
const OFFER_POSITION_MAX = 9999;

const OFFER_PRICE_RANGE = `Le montant doit être compris entre 0 et ${formatCount(MAX_OFFER_PRICE)} €`;
export const OFFER_NAME_TAKEN = 'Une offre porte déjà ce nom';
export const OFFER_IN_USE = 'Cette offre a servi à des adhésions : archivez-la plutôt';
const MIN_PRICE_REQUIRED = 'Indiquez le montant minimum du prix libre';
const MIN_PRICE_ABOVE_PRICE = 'Le montant minimum ne peut pas dépasser le montant suggéré';
const MIN_PRICE_ONLY_FREE = 'Seul un prix libre a un montant minimum';
const CONDITION_REQUIRED = 'Indiquez à qui le tarif réduit est réservé';
const CONDITION_ONLY_REDUCED = 'Seul un tarif réduit a une condition';

const amount = z
  .number({ error: 'Veuillez saisir un montant' })
  .min(0, OFFER_PRICE_RANGE)
  .max(MAX_OFFER_PRICE, OFFER_PRICE_RANGE)
  .multipleOf(0.01, 'Le montant a au plus deux décimales');

/** An empty condition is no condition. */
const condition = singleLine(OFFER_CONDITION_MAX)
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * An offer as the administrator writes it, whole (the form always sends every field). The
 * pricing decides which of `min_price` and `condition` it has: a value the member would never
 * see is refused rather than stored unseen.
 */
export const offerInputSchema = z
  .object({
    name: singleLine(OFFER_NAME_MAX, { required: 'Le nom est requis' }),
    description: z.string().trim().max(OFFER_DESCRIPTION_MAX, `${OFFER_DESCRIPTION_MAX} caractères au plus`),
    /** One line each, shown as a list on the offer's card. */
    benefits: z
      .array(singleLine(OFFER_BENEFIT_MAX, { required: 'Avantage vide' }))
      .max(OFFER_BENEFITS_MAX, `${OFFER_BENEFITS_MAX} avantages au plus`),
    type: z.enum(ADHESION_TYPES, { error: 'Statut de membre invalide' }),
    pricing: z.enum(OFFER_PRICINGS, { error: 'Tarification invalide' }),
    /** The fixed or reduced price; for « prix libre », the suggested amount. */
    price: amount,
    min_price: amount.nullable(),
    condition,
    /** A household of this many people, its payer included; null: one person. */
    household_size: z
      .number({ error: 'Nombre de personnes invalide' })
      .int('Nombre de personnes entier')
      .min(2, `Un foyer compte de 2 à ${MAX_HOUSEHOLD_SIZE} personnes`)
      .max(MAX_HOUSEHOLD_SIZE, `Un foyer compte de 2 à ${MAX_HOUSEHOLD_SIZE} personnes`)
      .nullable(),
    open_to_registration: z.boolean(),
    open_to_renewal: z.boolean(),
    position: z
      .number({ error: 'Position invalide' })
      .int('Position entière')
      .min(0, 'La position ne peut pas être négative')
      .max(OFFER_POSITION_MAX, `${OFFER_POSITION_MAX} au plus`),
    archived: z.boolean(),
  })
  .superRefine((offer, ctx) => {
    if (offer.pricing === 'libre') {
      if (offer.min_price === null)
        ctx.addIssue({ code: 'custom', path: ['min_price'], message: MIN_PRICE_REQUIRED });
      else if (offer.min_price > offer.price)
        ctx.addIssue({ code: 'custom', path: ['min_price'], message: MIN_PRICE_ABOVE_PRICE });
    } else if (offer.min_price !== null) {
      ctx.addIssue({ code: 'custom', path: ['min_price'], message: MIN_PRICE_ONLY_FREE });
    }
    if (offer.pricing === 'reduit' && offer.condition === null)
      ctx.addIssue({ code: 'custom', path: ['condition'], message: CONDITION_REQUIRED });
    if (offer.pricing !== 'reduit' && offer.condition !== null)
      ctx.addIssue({ code: 'custom', path: ['condition'], message: CONDITION_ONLY_REDUCED });
  });
export type OfferInput = z.infer<typeof offerInputSchema>;

/** An offer as every reader of it receives it (see `MembershipOffer`). */
export const membershipOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  type: z.enum(ADHESION_TYPES),
  pricing: z.enum(OFFER_PRICINGS),
  price: z.number(),
  min_price: z.number().nullable(),
  condition: z.string().nullable(),
  household_size: z.number().nullable(),
  open_to_registration: z.boolean(),
  open_to_renewal: z.boolean(),
  position: z.number(),
  archived: z.boolean(),
});

/** The administrator's list: each offer and how many memberships chose it. */
export const adminOfferSchema = membershipOfferSchema.extend({ memberships: z.number() });
export type AdminOffer = z.infer<typeof adminOfferSchema>;
