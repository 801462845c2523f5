import { emailSchema } from './auth.ts';
import type { FieldError } from './errors.ts';
import { MAX_HOUSEHOLD_SIZE, type MembershipOffer } from './membership-offers.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** One other person of a household, as the payer names them: each gets an account by invitation. */
export const householdMemberSchema = z.object({
  prenom: singleLine(100, { required: 'Veuillez saisir le prénom' }),
  nom: singleLine(100, { required: 'Veuillez saisir le nom' }),
  email: z.string().trim().min(1, 'Veuillez saisir l’email').pipe(emailSchema),
});
export type HouseholdMemberInput = z.infer<typeof householdMemberSchema>;

/** The payer is not listed: a household of N people names N - 1 others at most. */
export const householdSchema = z.array(householdMemberSchema).max(MAX_HOUSEHOLD_SIZE - 1);

/** Nobody is older than this: a year further back is a typing mistake. */
const OLDEST_AGE = 120;

/** The birth years a person alive this year may have, read when asked so that a running server keeps up. */
export function plausibleBirthYears(today = new Date()) {
  const latest = today.getFullYear();
  return { earliest: latest - OLDEST_AGE, latest };
}

const birthYearOutOfRange = () => {
  const { earliest, latest } = plausibleBirthYears();
  return `L’année de naissance doit être comprise entre ${earliest} et ${latest}`;
};

/**
 * A person of the household without an email (a child): no account, so never a sign-in, an
 * online vote or a mail; the payer's membership covers her. Her birth year tells a child apart.
 */
export const householdDependantSchema = z.object({
  prenom: singleLine(100, { required: 'Veuillez saisir le prénom' }),
  nom: singleLine(100, { required: 'Veuillez saisir le nom' }),
  annee_naissance: z
    .number({ error: 'Veuillez saisir l’année de naissance' })
    .int('L’année de naissance est une année sur quatre chiffres, par exemple 2015')
    .refine(
      (year) => {
        const { earliest, latest } = plausibleBirthYears();
        return year >= earliest && year <= latest;
      },
      { error: birthYearOutOfRange },
    ),
});
export type HouseholdDependantInput = z.infer<typeof householdDependantSchema>;

export const householdDependantsSchema = z.array(householdDependantSchema).max(MAX_HOUSEHOLD_SIZE - 1);

const NOT_A_HOUSEHOLD_OFFER = 'Cette offre est individuelle : elle ne couvre pas d’autres personnes';
const householdTooLarge = (size: number) => `Ce foyer compte au plus ${size} personnes, vous compris`;
const PAYER_EMAIL_IN_HOUSEHOLD = 'C’est votre propre adresse : indiquez celle de ce membre du foyer';
const EMAIL_TWICE_IN_HOUSEHOLD = 'Cette adresse est déjà celle d’un autre membre du foyer';

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * What is wrong with the household named for this offer, field by field (`household.1.email`),
 * so that the form shows each message beside its input. The size is the offer's, known only once
 * the offer is chosen, hence a check apart from the schema; the server and the form both run it.
 * The people without an email (`dependants`) count in the size like the others.
 */
export function householdRefusals(
  offer: Pick<MembershipOffer, 'household_size'>,
  household: readonly Pick<HouseholdMemberInput, 'email'>[],
  payerEmail: string,
  dependants: readonly unknown[] = [],
): FieldError[] {
  const others = household.length + dependants.length;
  if (others === 0) return [];
  if (offer.household_size === null) return [{ path: 'household', message: NOT_A_HOUSEHOLD_OFFER }];
  if (others > offer.household_size - 1) {
    return [{ path: 'household', message: householdTooLarge(offer.household_size) }];
  }
  const seen = new Set([emailKey(payerEmail)]);
  return household.flatMap(({ email }, index) => {
    const key = emailKey(email);
    const path = `household.${index}.email`;
    if (key === emailKey(payerEmail)) return [{ path, message: PAYER_EMAIL_IN_HOUSEHOLD }];
    if (seen.has(key)) return [{ path, message: EMAIL_TWICE_IN_HOUSEHOLD }];
    seen.add(key);
    return [];
  });
}

/**
 * Where each person the payer named stands: a member of the household, or a member who already
 * had an account and was asked first (`invited`), who may have said no (`refused`).
 */
export const HOUSEHOLD_PLACES = ['member', 'invited', 'refused'] as const;
export type HouseholdPlace = (typeof HOUSEHOLD_PLACES)[number];

export const HOUSEHOLD_PLACE_LABELS: Record<HouseholdPlace, string> = {
  member: 'membre du foyer',
  invited: 'invitation envoyée',
  refused: 'invitation refusée',
};

/** How a person of the household without an account is shown: « né(e) en 2015 ». */
export const bornInLabel = (year: number) => `né(e) en ${year}`;

/** What a dependant is, beside her name: she belongs to the household but holds no account. */
export const DEPENDANT_LABEL = 'sans compte';

/** A person of the household without an account, as the payer's and the administrator's pages show her. */
export const householdDependantViewSchema = z.object({
  prenom: z.string(),
  nom: z.string(),
  annee_naissance: z.number(),
});

/** An invitation still waiting for its member's answer, or one she declined. */
export const HOUSEHOLD_INVITATION_STATUSES = ['pending', 'refused'] as const;

/** An invitation as its member reads it in her space: who asks her, for which offer and period. */
export const householdInvitationSchema = z.object({
  token: z.string(),
  /** The payer's name, « Prénom Nom ». */
  payer: z.string(),
  offer_name: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

/** Sent in the body, never in the path: the log keeps paths, and a token stays out of it. */
export const householdInvitationAnswerSchema = z.object({
  token: z
    .string({ error: 'Invitation introuvable' })
    .trim()
    .min(1, 'Invitation introuvable')
    .max(100, 'Invitation introuvable'),
});
