import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { OTP_LIFETIME_MINUTES, OTP_MAX_ATTEMPTS, PASSWORD_MIN_LENGTH } from '../../../domain/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.ts';
import { createAuthLogger } from '../../http/logger.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { passwordChangedMail, passwordResetMail, signInCodeMail } from '../../infra/mail/templates.ts';
import { getMailSender } from '../settings/service.ts';

const ACCOUNT_NOT_VALIDATED =
  "Votre compte est en attente de validation par un administrateur. Vous recevrez un email dès qu'il sera activé.";
const REGISTRATION_REFUSED =
  'Votre demande d’adhésion n’a pas été acceptée : l’email que vous avez reçu en donne la raison.';

const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 7;
const SIGN_IN_COOKIE_SECONDS = 15 * 60;

export function createAuth(db: Db, config: Config, log: FastifyBaseLogger) {
  // The name the association gave itself in its settings, read when each mail is written.
  const sender = () => getMailSender({ db, config });
  return betterAuth({
    // better-auth copies appName once, at creation, and uses it only as the issuer of authenticator-app
    // (TOTP) links, which we never offer: our second factor is the mailed code. Every text of
    // better-auth a person reads (the code, the reset link) is a mail of ours, signed by `sender()`.
    appName: 'association-membres',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    logger: createAuthLogger(log),
    // Our own throttle guards the routes; better-auth's only applies to its HTTP handler, which we do not mount.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        prenom: { type: 'string', required: true },
        nom: { type: 'string', required: true },
        is_active: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      // Accounts are born from a paid registration or from an administrator, never from a bare sign-up.
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(db, passwordResetMail(await sender(), user.email, url));
      },
      // The new password closes every other link the account was sent (sessions: revokeSessionsOnPasswordReset),
      // and the owner is told, in case it was not them (an invitation's first password included).
      onPasswordReset: async ({ user }) => {
        await db
          .delete(verifications)
          .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, user.id)));
        // better-auth's type of the user leaves our own columns out: the first name is read here.
        const [owner] = await db.select({ prenom: users.prenom }).from(users).where(eq(users.id, user.id));
        const loginUrl = `${config.publicUrl}/login`;
        const mail = passwordChangedMail(await sender(), user.email, owner?.prenom ?? '', loginUrl);
        await enqueueMail(db, mail);
      },
    },
    plugins: [
      twoFactor({
        twoFactorCookieMaxAge: SIGN_IN_COOKIE_SECONDS,
        otpOptions: {
          period: OTP_LIFETIME_MINUTES,
          allowedAttempts: OTP_MAX_ATTEMPTS,
          storeOTP: 'hashed',
          sendOTP: async ({ user, otp }) => {
            await enqueueMail(db, signInCodeMail(await sender(), user.email, otp, OTP_LIFETIME_MINUTES));
          },
        },
      }),
      admin({ roles: { admin: adminAc, member: userAc }, defaultRole: 'member', adminRoles: ['admin'] }),
    ],
    advanced: {
      cookiePrefix: 'asso',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      disableOriginCheck: false,
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password is checked: a not-yet-validated member learns why, and gets no code.
          before: async (session) => {
            const [user] = await db
              .select({ isActive: users.is_active, refusedAt: users.registration_refused_at })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!user?.isActive) {
              // A refused sign-up waits for nothing: telling her it does would have her wait in vain.
              throw new APIError('FORBIDDEN', {
                message: user?.refusedAt ? REGISTRATION_REFUSED : ACCOUNT_NOT_VALIDATED,
                code: 'ACCOUNT_NOT_VALIDATED',
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
