import { createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { createAccount, hashPassword, type NewAccount } from '../features/auth/accounts.ts';

export const TEST_PASSWORD = 'motdepasse';
let passwordHash: Promise<string> | undefined;

export type TestUser = { id: string; email: string; password: string; prenom: string; nom: string };

/** A member with a unique email; active (validated) unless said otherwise. */
export async function createMember(
  db: Db,
  overrides: Partial<Omit<NewAccount, 'passwordHash'>> = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const account = {
    email: `membre-${randomUUID().slice(0, 8)}@exemple.fr`,
    prenom: 'Camille',
    nom: 'Durand',
    is_active: true,
    ...overrides,
  };
  const { id } = await createAccount(db, { ...account, passwordHash: await passwordHash });
  return { id, email: account.email, password: TEST_PASSWORD, prenom: account.prenom, nom: account.nom };
}

export function createAdmin(db: Db, overrides: Partial<Omit<NewAccount, 'passwordHash'>> = {}) {
  return createMember(db, { prenom: 'Alice', nom: 'Admin', role: 'admin', ...overrides });
}

/** The last sign-in code mailed to this address, read from the outbox as the member would from their inbox. */
export async function lastMailedCode(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Votre code de connexion%')))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  const code = mail?.subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no code sent to ${email}`);
  return code;
}

/** Joins a response's Set-Cookie headers into a Cookie header for the next request. */
export function cookieHeader(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cookie of [setCookie ?? []].flat()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (!name) continue;
    if (/max-age=0/i.test(cookie) || value.join('=') === '') jar.delete(name);
    else jar.set(name, value.join('='));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The session cookie of a user who has passed both sign-in steps, made the way better-auth makes
 * it (its session row, its signed cookie) without the password check: each check costs a tenth of a
 * second of hashing, and only the sign-in tests are about signing in. Refused, like a real sign-in,
 * for an account not yet validated.
 */
export async function signedInAs(ctx: AppContext, user: Pick<TestUser, 'id'>): Promise<string> {
  const auth = await ctx.auth.$context;
  const { token } = await auth.internalAdapter.createSession(user.id);
  const signature = createHmac('sha256', auth.secret).update(token).digest('base64');
  return `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Both sign-in steps, as the browser does them; returns the session cookie. */
export async function signIn(
  app: FastifyInstance,
  db: Db,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
  if (login.statusCode !== 200) throw new Error(`sign-in refused: ${login.body}`);
  const pending = cookieHeader(login.headers['set-cookie']);
  const code = await lastMailedCode(db, user.email);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { code },
    headers: { cookie: pending },
  });
  if (verify.statusCode !== 200) throw new Error(`code refused: ${verify.body}`);
  return cookieHeader(verify.headers['set-cookie'], pending);
}
