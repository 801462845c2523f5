import { emailSchema, passwordSchema } from './auth.ts';
import { householdAddedSchema, offerChoiceFields } from './offer-choice.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const requiredText = (max: number) => singleLine(max, { required: REQUIRED });

export const registerSchema = z.object({
  prenom: requiredText(100),
  nom: requiredText(100),
  email: z.string().trim().min(1, REQUIRED).pipe(emailSchema),
  password: z.string().min(1, REQUIRED).pipe(passwordSchema),
  adresse: requiredText(200),
  code_postal: requiredText(10),
  ville: requiredText(100),
  ...offerChoiceFields,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

export const finalizeRegistrationSchema = z.object({
  session_id: z.string({ error: 'Session ID manquant' }).trim().min(1, 'Session ID manquant'),
});

/** `free` and `household` only when they apply: the spec's answer is the first two fields alone. */
export const finalizeRegistrationResponseSchema = z.object({
  prenom: z.string(),
  email: z.string(),
  /** Nothing was paid (a 0 € offer): the account waits for validation all the same. */
  free: z.literal(true).optional(),
  /** The other members of a household offer, each invited to choose a password. */
  household: householdAddedSchema.optional(),
});
export type FinalizeRegistrationResponse = z.infer<typeof finalizeRegistrationResponseSchema>;

/** Seconds the success page waits before it sends the new member to the sign-in page. */
export const REGISTRATION_REDIRECT_SECONDS = 5;

/**
 * What the form gets back after a cancelled payment: everything typed but the password, while
 * the payment is still open and for this many minutes after the form was sent.
 */
export const REGISTRATION_DRAFT_MINUTES = 60;
export const registrationDraftSchema = z.object({
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  adresse: z.string(),
  code_postal: z.string(),
  ville: z.string(),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;
