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
