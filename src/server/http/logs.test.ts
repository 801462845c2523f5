import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { cookieHeader, createMember, lastMailedCode, type TestUser } from '../testing/factories.ts';
import { registrationInput } from '../testing/registration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
const log: string[] = [];

beforeAll(async () => {
  // At debug, so that the request lines are checked too.
  t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logger: { write: (line) => log.push(line) } });
});
afterAll(() => t.close());

/** Every value of `secrets` that some log line holds. */
const leaked = (secrets: Record<string, string>) =>
  Object.entries(secrets)
    .filter(([, value]) => log.some((line) => line.includes(value)))
    .map(([name]) => name);

async function signInSteps(member: TestUser) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: member.email, password: member.password },
  });
  expect(login.statusCode).toBe(200);
  const code = await lastMailedCode(t.db, member.email);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { code },
    headers: { cookie: cookieHeader(login.headers['set-cookie']) },
  });
  expect(verify.statusCode).toBe(200);
  return { code, cookie: cookieHeader(verify.headers['set-cookie']) };
}

describe('the log', () => {
  it('holds no password, hash, code, token nor personal field, even when a query fails', async () => {
    const member = await createMember(t.db, { prenom: 'Anatole', nom: 'Quenouille' });
    const [login] = await t.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, member.id));
    const { code, cookie } = await signInSteps(member);

    const registration = registrationInput({
      email: 'hortense.vasseur@exemple.fr',
      password: 'phrase-secrete-42',
      adresse: '17 allée des Glycines',
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: registration,
    });
    expect(checkout.statusCode).toBe(200);

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(member.email)}`,
      headers: { cookie },
    });
    expect(search.statusCode).toBe(403);

    // A constraint the code does not know refuses the row: the update fails inside PostgreSQL,
    // whose error carries the whole row and Drizzle's the query's parameters.
    await t.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT panne_simulee CHECK (ville <> 'Panneville') NOT VALID`),
    );
    const profile = {
      prenom: 'Anatole',
      nom: 'Quenouille',
      telephone: '06 71 82 93 04',
      adresse: '8 impasse du Secret',
      code_postal: '13007',
      ville: 'Panneville',
    };
    const failed = await t.app.inject({
      method: 'PUT',
      url: '/api/members/me/profile',
      payload: profile,
      headers: { cookie },
    });
    await t.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT panne_simulee'));
    expect(failed.statusCode).toBe(500);

    const sessionToken = cookie.match(/session_token=([^.;]+)/)?.[1] ?? '';
    expect(sessionToken).not.toBe('');
    expect(
      leaked({
        password: member.password,
        hash: login?.hash ?? '',
        code,
        sessionToken,
        email: member.email,
        searchedEmail: encodeURIComponent(member.email),
        nom: member.nom,
        registrationEmail: registration.email,
        registrationPassword: registration.password,
        registrationAddress: registration.adresse,
        telephone: profile.telephone,
        adresse: profile.adresse,
      }),
    ).toEqual([]);

    // The failure itself is logged, with its SQL text, so the log is still worth reading.
    const failure = log.find((line) => line.includes('"level":50') && line.includes('update \\"users\\"'));
    expect(failure).toContain('panne_simulee');
    expect(log.some((line) => line.includes('"url":"/api/admin/users"'))).toBe(true);
  });
});
