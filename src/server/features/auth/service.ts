import { eq } from 'drizzle-orm';
import type {
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  SessionUser,
} from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { callAuth, withSetCookies } from './better-auth-bridge.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

type AuthResult<T> = { cookies: Headers; result: T };

function mergeCookies(...responses: Headers[]): Headers {
  const merged = new Headers();
  for (const headers of responses)
    for (const cookie of headers.getSetCookie()) merged.append('set-cookie', cookie);
  return merged;
}

/** Step 1: the password is checked by better-auth, then the sign-in code is mailed at once. */
export async function startSignIn(
  { auth }: AppContext,
  throttle: SignInThrottle,
  input: LoginInput,
  headers: Headers,
  ip: string,
): Promise<AuthResult<{ email: string }>> {
  throttle.checkPassword(input.email, ip);
  const signIn = await callAuth(() =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    }),
  );
  throttle.passwordAccepted(input.email);
  const sent = await callAuth(() =>
    auth.api.sendTwoFactorOTP({
      body: {},
      headers: withSetCookies(headers, signIn.headers),
      returnHeaders: true,
    }),
  );
  return { cookies: mergeCookies(signIn.headers, sent.headers), result: { email: input.email } };
}

export async function resendSignInCode(
  { auth }: AppContext,
  throttle: SignInThrottle,
  headers: Headers,
  ip: string,
): Promise<void> {
  throttle.checkCodeResend(ip);
  await callAuth(() => auth.api.sendTwoFactorOTP({ body: {}, headers }));
}

/** Step 2: a correct code turns the short sign-in cookie into a session. */
export async function verifySignInCode(
  ctx: AppContext,
  code: string,
  headers: Headers,
): Promise<AuthResult<SessionUser>> {
  const verified = await callAuth(() =>
    ctx.auth.api.verifyTwoFactorOTP({ body: { code }, headers, returnHeaders: true }),
  );
  const userId = verified.response.user.id;
  await ctx.db.update(users).set({ last_sign_in_at: new Date() }).where(eq(users.id, userId));
  const user = await findSessionUser(ctx, userId);
  if (!user) throw new Error('Utilisateur non trouvé dans la base de données');
  return { cookies: verified.headers, result: user };
}

export async function getSession(ctx: AppContext, headers: Headers): Promise<AuthResult<SessionUser | null>> {
  const session = await ctx.auth.api.getSession({ headers, returnHeaders: true });
  const user = session.response?.user;
  // Sessions are never created for an inactive account; this also closes any opened before a change.
  const result = user?.is_active ? presentSessionUser({ ...user, avatar_url: user.image ?? null }) : null;
  return { cookies: session.headers, result };
}

export async function signOut({ auth }: AppContext, headers: Headers): Promise<Headers> {
  const signedOut = await callAuth(() => auth.api.signOut({ headers, returnHeaders: true }));
  return signedOut.headers;
}

/** Answers the same whether the email exists or not, so the form cannot be used to list members. */
export async function requestPasswordReset({ auth }: AppContext, input: ForgotPasswordInput): Promise<void> {
  await callAuth(() =>
    auth.api.requestPasswordReset({ body: { email: input.email, redirectTo: '/reset-password' } }),
  );
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
