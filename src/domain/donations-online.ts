import { RECEIPT_MODES } from './donations.ts';
import { z } from './zod.ts';

/** What the donation page needs before the visitor types: the settings' amounts, and who is signed in. */
export const donationFormSchema = z.object({
  suggested_amounts: z.array(z.number()),
  max_amount: z.number(),
  receipts_enabled: z.boolean(),
  receipt_mode: z.enum(RECEIPT_MODES),
  /** The signed-in member's identity and address; null for a visitor. */
  prefill: z
    .object({
      prenom: z.string(),
      nom: z.string(),
      email: z.string(),
      adresse: z.string().nullable(),
      code_postal: z.string().nullable(),
      ville: z.string().nullable(),
    })
    .nullable(),
});
export type DonationForm = z.infer<typeof donationFormSchema>;

export const finalizeDonationSchema = z.object({
  session_id: z.string({ error: 'Session ID manquant' }).trim().min(1, 'Session ID manquant'),
});

/** The thank-you page: the gift recorded, and its receipt's number when one was issued with it. */
export const donationThanksSchema = z.object({
  prenom: z.string(),
  email: z.string(),
  amount: z.number(),
  receipt_number: z.string().nullable(),
  /** A receipt was asked for and will come with the annual issue. */
  receipt_annual: z.boolean(),
});
export type DonationThanks = z.infer<typeof donationThanksSchema>;
