import { emailSchema, PASSWORD_TOO_SHORT, passwordSchema } from './auth.ts';
import { chequeInputFields, chequeOutputFields, refuseChequeDetailsElsewhere } from './cheques.ts';
import { calendarDateSchema } from './dates.ts';
import { householdDependantViewSchema } from './households.ts';
import {
  ADHESION_STATUSES,
  ADHESION_TYPES,
  EDITABLE_ADHESION_STATUSES,
  MEMBER_FUNCTIONS,
  MEMBER_STATUSES,
  MEMBERSHIP_FILTERS,
  PAYMENT_MODES,
  ROLES,
} from './members.ts';
import { estimatedPageSchema, pageQuerySchema, searchSchema } from './paging-schemas.ts';
import { phoneSchema, singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const requiredText = (message: string, max = 100) => singleLine(max, { required: message });
/** Optional text: the form sends '' for an empty field, stored as null. */
const optionalText = (max: number) => singleLine(max).default('');
const amount = z
  .number({ error: 'Veuillez saisir un montant' })
  .min(0, 'Le montant doit être positif ou nul')
  .max(100_000, 'Montant trop élevé')
  .multipleOf(0.01, 'Le montant a au plus deux décimales');

const addressFields = {
  telephone: phoneSchema().default(''),
  adresse: optionalText(200),
  code_postal: optionalText(10),
  ville: optionalText(100),
};

// ---- Profile (/profile) ----

export const profileSchema = z.object({
  email: z.string(),
  prenom: z.string(),
  nom: z.string(),
  telephone: z.string().nullable(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  statut_membre: z.enum(MEMBER_STATUSES),
  fonction: z.enum(MEMBER_FUNCTIONS),
  avatar_url: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  prenom: requiredText('Le prénom est obligatoire'),
  nom: requiredText('Le nom est obligatoire'),
  ...addressFields,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Veuillez saisir votre mot de passe actuel'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form asks for the new password twice; only the two fields above travel. */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmation: z.string() })
  .refine((v) => v.currentPassword !== '', {
    message: 'Veuillez saisir votre mot de passe actuel',
    path: ['currentPassword'],
  })
  .refine((v) => v.newPassword.length >= 6, { message: PASSWORD_TOO_SHORT, path: ['newPassword'] })
  .refine((v) => v.newPassword === v.confirmation, {
    message: 'Les mots de passe ne correspondent pas',
    path: ['confirmation'],
  });

export const avatarResponseSchema = z.object({ avatar_url: z.string() });

/** Avatars are small pictures: 2 MB is plenty and keeps the layout quick. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "L'image ne doit pas dépasser 2 Mo";
export const AVATAR_TYPE_MESSAGE = 'Veuillez choisir une image (JPEG, PNG, WebP ou GIF)';

// ---- Memberships ----

export const adhesionSchema = z.object({
  id: z.string(),
  type: z.enum(ADHESION_TYPES),
  montant: z.number(),
  date_debut: z.string(),
  date_fin: z.string(),
  /** As a person should read it: a membership past its date_fin is expired. */
  statut: z.enum(ADHESION_STATUSES),
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  /** Its certificate can be downloaded (see hasAttestation). */
  has_attestation: z.boolean(),
});
export type Adhesion = z.infer<typeof adhesionSchema>;

/**
 * What the administrator also reads of a membership: its offer, and whose payment covers it. Kept
 * beside the spec's fields (adhesionSchema), which the member's pages read as they are.
 */
const adhesionOfferSchema = z.object({
  offer_id: z.string(),
  /** The offer's name today (an offer renamed since shows its new name). */
  offer_name: z.string(),
  /** A household member's membership: who paid for the household (« Prénom Nom »); else null. */
  household_payer: z.string().nullable(),
  /** A cheque's number, bank and drawer, which the treasurer corrects beside its mode. */
  ...chequeOutputFields,
});
export type AdhesionOffer = z.infer<typeof adhesionOfferSchema>;

/** A membership as its member reads it: the spec's fields and the offer it was bought under. */
export const myAdhesionSchema = adhesionSchema.extend(adhesionOfferSchema.pick({ offer_name: true }).shape);
export type MyAdhesion = z.infer<typeof myAdhesionSchema>;

/** A membership as the administrator's forms record, correct and show it. */
export const adminAdhesionSchema = adhesionSchema.extend(adhesionOfferSchema.shape);
export type AdminAdhesion = z.infer<typeof adminAdhesionSchema>;

/**
 * A membership in a member's detail: a payer's also names the people without an account it
 * covers (children), who are in the register only there.
 */
export const adminAdhesionDetailSchema = adminAdhesionSchema.extend({
  dependants: z.array(householdDependantViewSchema),
});
export type AdminAdhesionDetail = z.infer<typeof adminAdhesionDetailSchema>;

export const finalizeRenewalSchema = z.object({
  session_id: z.string({ error: 'Session ID manquant' }).trim().min(1, 'Session ID manquant'),
});

const startDate = calendarDateSchema({
  label: 'Date de début',
  required: 'La date de début est obligatoire',
});
const endDate = calendarDateSchema({ label: 'Date de fin', required: 'La date de fin est obligatoire' });

const adhesionTypeSchema = z.enum(ADHESION_TYPES, { error: 'Type de membre invalide' });
const offerIdSchema = z.uuid({ error: 'Veuillez choisir une offre' });
/** Never a default: a cheque once went on record as a card because nobody changed the form's. */
const paymentModeSchema = z.enum(PAYMENT_MODES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Veuillez choisir le mode de paiement'
      : 'Mode de paiement invalide',
});

/**
 * The offer decides the type (the member status it gives). Without `offer_id`, the current offer
 * of `type` (the spec's form sends only the type; Membre Ordinaire when neither is sent).
 */
export const createAdhesionSchema = z
  .object({
    offer_id: offerIdSchema.optional(),
    type: adhesionTypeSchema.optional(),
    montant: amount,
    date_debut: startDate,
    mode_paiement: paymentModeSchema,
    ...chequeInputFields,
  })
  .superRefine(refuseChequeDetailsElsewhere);
export type CreateAdhesionInput = z.infer<typeof createAdhesionSchema>;

/**
 * A correction; an offer, type or payment mode left out stays as recorded. A new offer brings its
 * type; a new type alone, the current offer of that type. A mode may stay unknown (null,
 * 'Non renseigné' in the ledger): an imported membership often has none, and none is invented.
 */
export const updateAdhesionSchema = z
  .object({
    offer_id: offerIdSchema.optional(),
    type: adhesionTypeSchema.optional(),
    mode_paiement: z.enum(PAYMENT_MODES, { error: 'Mode de paiement invalide' }).nullish(),
    montant: amount,
    date_debut: startDate,
    date_fin: endDate,
    statut: z.enum(EDITABLE_ADHESION_STATUSES, { error: 'Statut invalide' }),
    ...chequeInputFields,
  })
  .superRefine(refuseChequeDetailsElsewhere)
  .refine((v) => v.date_fin >= v.date_debut, {
    message: 'La date de fin doit suivre la date de début',
    path: ['date_fin'],
  });
export type UpdateAdhesionInput = z.infer<typeof updateAdhesionSchema>;

// ---- Users (/admin/users) ----

const adminUserFields = {
  prenom: requiredText(REQUIRED),
  nom: requiredText(REQUIRED),
  email: z.string().trim().min(1, REQUIRED).pipe(emailSchema),
  ...addressFields,
  role: z.enum(ROLES),
  statut_membre: z.enum(MEMBER_STATUSES),
  fonction: z.enum(MEMBER_FUNCTIONS),
};

export const updateUserSchema = z.object(adminUserFields);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const createUserSchema = z.object({
  ...adminUserFields,
  password: z.string().min(1, 'Le mot de passe est obligatoire').pipe(passwordSchema),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

const membershipFilterSchema = z.enum(MEMBERSHIP_FILTERS, { error: 'Filtre invalide' }).default('tous');

export const listUsersQuerySchema = pageQuerySchema.extend({
  search: searchSchema,
  statut: membershipFilterSchema,
});

/** The export takes the list's search and filter, without its paging. */
export const exportUsersQuerySchema = z.object({ search: searchSchema, statut: membershipFilterSchema });
export type ExportUsersQuery = z.output<typeof exportUsersQuerySchema>;
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

const adminUserSchema = profileSchema.omit({ avatar_url: true }).extend({
  id: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** The membership the spec shows (see pickDisplayedMembership). */
  adhesion: adhesionSchema.nullable(),
  /** The offer of that membership, and its household's payer. */
  adhesion_offer: adhesionOfferSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = estimatedPageSchema(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminStatsSchema = z.object({
  users: z.number(),
  documents: z.number(),
  structures: z.number(),
  evenements: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** How many imported members got (or still await) their invitation. */
export const invitationsSentSchema = z.object({ invited: z.number() });
export type InvitationsSent = z.infer<typeof invitationsSentSchema>;
