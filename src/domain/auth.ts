import { ROLES } from './members.ts';
import { z } from './zod.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_LIFETIME_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Wrong codes of one account, across every code sent, before its code step is locked. */
export const WRONG_CODES_MAX = 10;
export const WRONG_CODES_WINDOW_MINUTES = 60;
export const CODE_LOCK_MINUTES = 30;
/** Codes mailed to one account in an hour, so nobody can flood a member's mailbox. */
export const CODES_SENT_MAX_PER_HOUR = 5;

const FILL_ALL_FIELDS = 'Veuillez remplir tous les champs';
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Adresse email invalide'));

export const loginSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL_FIELDS).pipe(emailSchema),
  password: z.string().min(1, FILL_ALL_FIELDS),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const verifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Veuillez saisir le code reçu par mail')
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Le code doit contenir ${OTP_LENGTH} chiffres`),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Veuillez saisir votre email').pipe(emailSchema),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(128);

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Lien de réinitialisation invalide ou expiré'),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The form asks for the password twice; only the server's schema above travels. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .refine((v) => v.password !== '' && v.confirmation !== '', {
    message: 'Veuillez remplir les deux champs',
    path: ['password'],
  })
  .refine((v) => v.password === v.confirmation, {
    message: 'Les mots de passe ne correspondent pas',
    path: ['confirmation'],
  })
  .refine((v) => v.password.length >= PASSWORD_MIN_LENGTH, {
    message: PASSWORD_TOO_SHORT,
    path: ['password'],
  });

const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  prenom: z.string(),
  nom: z.string(),
  role: z.enum(ROLES),
  avatar_url: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginResponseSchema = z.object({ step: z.literal('code'), email: z.string() });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** What the server answers when it refuses a request. */
/** The spec's text for an account its sign-in or its page cannot find. */
export const USER_NOT_IN_DATABASE = 'Utilisateur non trouvé dans la base de données';
/** better-auth speaks English: each refusal a member can meet, in French. */
export const AUTH_REFUSALS = {
  signInFailed: 'Erreur lors de la connexion',
  wrongPassword: 'Email ou mot de passe incorrect',
  wrongCode: 'Code incorrect ou expiré',
  tooManyCodes: 'Trop de tentatives : demandez un nouveau code',
  signInExpired: 'Votre connexion a expiré : saisissez à nouveau votre email et votre mot de passe',
  resetLinkInvalid: 'Lien de réinitialisation invalide ou expiré',
  suspended: 'Votre compte est suspendu',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  passwordTooLong: 'Le mot de passe est trop long',
} as const;
export const EMAIL_TAKEN = 'Un compte existe déjà avec cet email';
export const CODES_SENT_LIMIT_MESSAGE =
  'Trop de codes envoyés pour ce compte. Réessayez dans une heure, ou utilisez le dernier code reçu.';
export const CODE_LOCKED_MESSAGE =
  'Trop de codes erronés pour ce compte : la saisie du code est bloquée pendant une heure au plus. Réessayez plus tard.';
export const CODE_RESENDS_MESSAGE = 'Trop de codes demandés. Réessayez dans quelques minutes.';
export const USER_NOT_FOUND = 'Utilisateur introuvable';
export const ACCOUNT_ERASED =
  'Ce compte a été effacé à la demande du membre : il ne peut plus être modifié ni rien recevoir';
