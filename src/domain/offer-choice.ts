import { householdSchema } from './households.ts';
import { ADHESION_TYPES } from './members.ts';
import { OFFER_CHANNELS, OFFER_PRICINGS } from './membership-offers.ts';
import { z } from './zod.ts';

/** An offer as a member reads it on /register and /adhesion. */
export const openOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  type: z.enum(ADHESION_TYPES),
  pricing: z.enum(OFFER_PRICINGS),
  price: z.number(),
  min_price: z.number().nullable(),
  condition: z.string().nullable(),
  household_size: z.number().int().nullable(),
});
export type OpenOffer = z.infer<typeof openOfferSchema>;

export const openOffersQuerySchema = z.object({
  pour: z.enum(OFFER_CHANNELS, { error: 'Choisissez inscription ou renouvellement' }),
});

/**
 * What the member chooses on /register and /adhesion. Without `offer_id`, the first offer open to
 * the page (the spec's calls, which name none, pay « Membre Ordinaire » as before). `montant`
 * counts only for « prix libre »: every other amount is the offer's, read by the server.
 */
export const offerChoiceFields = {
  offer_id: z.uuid({ error: 'Offre introuvable' }).optional(),
  montant: z
    .number({ error: 'Veuillez saisir un montant' })
    .multipleOf(0.01, 'Le montant a au plus deux décimales')
    .optional(),
  household: householdSchema.optional(),
};

export const renewalCheckoutSchema = z.object(offerChoiceFields);
export type RenewalCheckoutInput = z.infer<typeof renewalCheckoutSchema>;

/** The other members of a household as the renewal form fills them in again. */
export const lastHouseholdSchema = z.array(
  z.object({ prenom: z.string(), nom: z.string(), email: z.string() }),
);

/** Who a household payment added, for the success pages. */
export const householdAddedSchema = z.array(z.object({ prenom: z.string(), nom: z.string() }));
