import { eq } from 'drizzle-orm';
import type {
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  SessionUser,
} from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { signInAttemptsMail } from '../../infra/mail/templates.ts';
import { isErasedAccountEmail } from '../accounts/erased.ts';
import { getMailSender } from '../settings/service.ts';
import {
  callAuth,
  parseCookieHeader,
  readCookies,
  type SessionRequest,
  withSetCookies,
} from './better-auth-bridge.ts';
import { hasKnownDeviceCookie, knownDeviceCookie } from './known-device.ts';
import { findPendingSignInUserId } from './pending-sign-in.ts';

type AuthResult<T> = { cookies: Headers; result: T };

function mergeCookies(...responses: Headers[]): Headers {
  const merged = new Headers();
  for (const headers of responses)
    for (const cookie of headers.getSetCookie()) merged.append('set-cookie', cookie);
  return merged;
}

/** Step 1: the password is checked by better-auth, then the sign-in code is mailed at once. */
export async function startSignIn(
  ctx: AppContext,
  input: { credentials: LoginInput; headers: Headers; ip: string },
): Promise<AuthResult<{ email: string }>> {
  const { credentials, headers, ip } = input;
  const limits = ctx.limits.signIn;
  const { email } = credentials;
  const isKnownDevice = hasKnownDeviceCookie(ctx.config.sessionSecret, readCookies(headers), email);
  await limits.checkPasswordAttempt({ email, ip, isKnownDevice });
  const signIn = await callAuth(() =>
    ctx.auth.api.signInEmail({
      body: { email, password: credentials.password },
      headers,
      returnHeaders: true,
    }),
  ).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'INVALID_EMAIL_OR_PASSWORD')
      await limits.passwordRefused(email);
    throw error;
  });
  await limits.passwordAccepted(email);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) await limits.checkCodeSending(user.id);
  const sent = await callAuth(() =>
    ctx.auth.api.sendTwoFactorOTP({
      body: {},
      headers: withSetCookies(headers, signIn.headers),
      returnHeaders: true,
    }),
  );
  return { cookies: mergeCookies(signIn.headers, sent.headers), result: { email } };
}

export async function resendSignInCode(
  ctx: AppContext,
  input: { headers: Headers; ip: string },
): Promise<void> {
  const limits = ctx.limits.signIn;
  await limits.checkCodeResend(input.ip);
  const userId = await findPendingSignInUserId(ctx, input.headers);
  if (userId) await limits.checkCodeSending(userId);
  await callAuth(() => ctx.auth.api.sendTwoFactorOTP({ body: {}, headers: input.headers }));
}

/**
 * Step 2: a correct code turns the short sign-in cookie into a session, and marks the browser as
 * a known device of the account. Wrong codes are counted per account, across every code sent.
 */
export async function verifySignInCode(
  ctx: AppContext,
  input: { code: string; headers: Headers },
): Promise<AuthResult<SessionUser>> {
  const limits = ctx.limits.signIn;
  const pendingUserId = await findPendingSignInUserId(ctx, input.headers);
  if (pendingUserId) await limits.checkCodeStep(pendingUserId);
  const verified = await callAuth(() =>
    ctx.auth.api.verifyTwoFactorOTP({
      body: { code: input.code },
      headers: input.headers,
      returnHeaders: true,
    }),
  ).catch(async (error: unknown) => {
    const isWrongCode = error instanceof AppError && error.code === 'INVALID_CODE';
    if (pendingUserId && isWrongCode && (await limits.codeRefused(pendingUserId)))
      await warnOwnerOfCodeGuessing(ctx, pendingUserId);
    throw error;
  });
  const userId = verified.response.user.id;
  await ctx.db.update(users).set({ last_sign_in_at: new Date() }).where(eq(users.id, userId));
  const user = await findSessionUser(ctx, userId);
  if (!user) throw new Error('signed-in user not found');
  const secure = ctx.config.publicUrl.startsWith('https://');
  verified.headers.append('set-cookie', knownDeviceCookie(ctx.config.sessionSecret, user.email, secure));
  return { cookies: verified.headers, result: user };
}

async function warnOwnerOfCodeGuessing(ctx: AppContext, userId: string): Promise<void> {
  const [owner] = await ctx.db
    .select({ email: users.email, prenom: users.prenom })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return;
  const sender = await getMailSender(ctx);
  await enqueueMail(
    ctx.db,
    signInAttemptsMail(sender, owner.email, owner.prenom, `${ctx.config.publicUrl}/login`),
  );
}

/**
 * The signed-in user of a request: from the session cache when better-auth recognised the same
 * cookie less than a minute ago and nothing changed since, else from better-auth, which may also
 * refresh the cookie: `cookies` then holds what to send back.
 */
export async function getSession(
  ctx: AppContext,
  request: SessionRequest,
): Promise<{ cookies?: Headers; result: SessionUser | null }> {
  const { authCookies } = await ctx.auth.$context;
  const cookieValue = parseCookieHeader(request.cookie).get(authCookies.sessionToken.name);
  // No Headers made when nothing is to be sent: building one costs more than a remembered lookup.
  if (!cookieValue) return { result: null };
  const cached = ctx.sessions.find(cookieValue);
  if (cached) return { result: cached };

  const lookup = ctx.sessions.startLookup();
  const session = await ctx.auth.api.getSession({ headers: request.headers(), returnHeaders: true });
  const user = session.response?.user;
  // Sessions are never created for an inactive account; this also closes any opened before a change.
  const result = user?.is_active ? presentSessionUser({ ...user, avatar_url: user.image ?? null }) : null;
  if (result && session.response) {
    ctx.sessions.remember(lookup, cookieValue, result, session.response.session.expiresAt);
  }
  return { cookies: session.headers, result };
}

export async function signOut({ auth }: AppContext, headers: Headers): Promise<Headers> {
  const signedOut = await callAuth(() => auth.api.signOut({ headers, returnHeaders: true }));
  return signedOut.headers;
}

/**
 * Answers as soon as the address is counted, whether the email exists or not, and whether it has
 * used up its mails of the hour or not: the token and the mail are made after the answer, so
 * neither the answer nor its duration can tell who is a member, or who was capped.
 */
export async function requestPasswordReset(
  { auth, db, limits, log }: AppContext,
  input: ForgotPasswordInput,
): Promise<void> {
  if (!(await limits.strangerMails.mayMail(input.email))) return;
  callAuth(async () => {
    // An erased account keeps a placeholder address: no link may open it again.
    if (await isErasedAccountEmail(db, input.email)) return;
    await auth.api.requestPasswordReset({ body: { email: input.email, redirectTo: '/reset-password' } });
  }).catch((error: unknown) => log.error({ err: error }, 'password reset request'));
}

export async function resetPassword({ auth }: AppContext, input: ResetPasswordInput): Promise<void> {
  await callAuth(() => auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } }));
}

async function findSessionUser({ db }: AppContext, id: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      prenom: users.prenom,
      nom: users.nom,
      role: users.role,
      avatar_url: users.image,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ? presentSessionUser(row) : null;
}

function presentSessionUser(user: Omit<SessionUser, 'role'> & { role?: string | null }): SessionUser {
  return {
    id: user.id,
    email: user.email,
    prenom: user.prenom,
    nom: user.nom,
    role: user.role === 'admin' ? 'admin' : 'member',
    avatar_url: user.avatar_url,
  };
}
