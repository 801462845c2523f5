import {
  HOUSEHOLD_PLACES,
  householdDependantsSchema,
  householdDependantViewSchema,
  householdSchema,
} from './households.ts';
import { OFFER_CHANNELS } from './membership-offers.ts';
import { membershipOfferSchema } from './membership-offers-schemas.ts';
import { z } from './zod.ts';

/** An offer as a member reads it on /register and /adhesion: what the administrator set, but where and in which order. */
export const openOfferSchema = membershipOfferSchema.omit({
  open_to_registration: true,
  open_to_renewal: true,
  position: true,
  archived: true,
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
  /** The people of a household without an email (children): named, no account made. */
  dependants: householdDependantsSchema.optional(),
};

export const renewalCheckoutSchema = z.object(offerChoiceFields);
export type RenewalCheckoutInput = z.infer<typeof renewalCheckoutSchema>;

/**
 * The other members of a household as the renewal form fills them in again, and where each
 * stands. Until a member who was invited accepts, this is what the payer typed, never the register.
 */
export const lastHouseholdSchema = z.object({
  members: z.array(
    z.object({ prenom: z.string(), nom: z.string(), email: z.string(), status: z.enum(HOUSEHOLD_PLACES) }),
  ),
  /** The people without an account that payment covered, as the payer named them. */
  dependants: z.array(householdDependantViewSchema),
});
export type LastHousehold = z.infer<typeof lastHouseholdSchema>;

/** Who a household payment added, for the success pages. */
export const householdAddedSchema = z.array(z.object({ prenom: z.string(), nom: z.string() }));
