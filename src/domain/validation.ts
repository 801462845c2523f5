import { PAYMENT_MODES } from './members.ts';
import { estimatedPageSchema, pageQuerySchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/** What the visitor signed up for, as the validation card shows it before anyone decides. */
const pendingMembershipSchema = z.object({
  id: z.string(),
  offer_name: z.string(),
  /** Paid, or due when it was not paid online; a household member's share is 0 (its payer paid). */
  montant: z.number(),
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  /** Paid through the payment provider: a refusal refunds it there. */
  paid_online: z.boolean(),
  /** A « tarif réduit »: who it is for, which the visitor declared she is by choosing it. */
  reduced_price_condition: z.string().nullable(),
  /** « Prénom Nom » of the household's payer, for a household member. */
  household_payer: z.string().nullable(),
});
export type PendingMembership = z.infer<typeof pendingMembershipSchema>;

const pendingUserSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  created_at: z.string(),
  /** Her latest membership awaiting validation; none for an account created without one. */
  membership: pendingMembershipSchema.nullable(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

export const listPendingUsersQuerySchema = pageQuerySchema.extend({ search: searchSchema });
export type ListPendingUsersQuery = z.infer<typeof listPendingUsersQuerySchema>;

export const pendingUserPageSchema = estimatedPageSchema(pendingUserSchema);
export type PendingUserPage = z.infer<typeof pendingUserPageSchema>;

export const REFUSAL_REASON_MAX = 1000;
const REASON_REQUIRED = 'Veuillez indiquer la raison du refus';

/** « Refuser »: the reason is mailed to the visitor as it is written. */
export const refusePendingUserSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(REFUSAL_REASON_MAX, `La raison ne peut pas dépasser ${REFUSAL_REASON_MAX} caractères`),
});
export type RefusePendingUserInput = z.infer<typeof refusePendingUserSchema>;

/** What became of the payment, for the administrator's notice and the visitor's mail. */
const REFUSAL_OUTCOMES = ['rembourse', 'a_rembourser', 'rien'] as const;
export const refusalResponseSchema = z.object({ refund: z.enum(REFUSAL_OUTCOMES) });
export type RefusalResponse = z.infer<typeof refusalResponseSchema>;

export const REFUSAL_NOTICES: Record<RefusalResponse['refund'], string> = {
  rembourse: 'Adhésion refusée : le paiement en ligne est remboursé',
  a_rembourser: 'Adhésion refusée : le paiement est à rembourser (voir les paiements)',
  rien: 'Adhésion refusée',
};
