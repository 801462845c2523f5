import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema.ts';
import { createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const LIMIT = 3;
const LOCKED = 'Trop de tentatives. Réessayez dans quelques minutes.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: String(LIMIT) } });
});
afterAll(() => t.close());

/** Someone at a computer left signed in: the session is there, the password is not known. */
async function unattendedSession() {
  const member = await createMember(t.db);
  return { member, cookie: await signedInAs(t.ctx, member) };
}

const changePassword = (cookie: string, currentPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/me/password',
    headers: { cookie },
    payload: { currentPassword, newPassword: 'pris-par-un-autre' },
  });

const requestErasure = (cookie: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/me/erasure-request',
    headers: { cookie },
    payload: { password },
  });

const login = (member: TestUser, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: member.email, password: member.password },
    remoteAddress: ip,
  });

const storedHash = async (member: TestUser) =>
  (await t.db.select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, member.id)))[0]
    ?.hash;

describe('a password typed again while signed in counts like a sign-in', () => {
  it(`refuses even the right current password on /api/members/me/password after ${LIMIT} wrong ones`, async () => {
    const { member, cookie } = await unattendedSession();
    const before = await storedHash(member);
    for (let i = 0; i < LIMIT; i++) expect((await changePassword(cookie, `essai-${i}`)).statusCode).toBe(400);
    const right = await changePassword(cookie, member.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(LOCKED);
    expect(await storedHash(member)).toBe(before);
  });

  it(`refuses even the right password on the erasure request after ${LIMIT} wrong ones`, async () => {
    const { member, cookie } = await unattendedSession();
    for (let i = 0; i < LIMIT; i++) expect((await requestErasure(cookie, `essai-${i}`)).statusCode).toBe(400);
    const right = await requestErasure(cookie, member.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(LOCKED);
    const [row] = await t.db
      .select({ requestedAt: users.erasure_requested_at })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.requestedAt).toBeNull();
  });

  it('shares one count with the sign-in: guesses spread over the three places add up', async () => {
    const { member, cookie } = await unattendedSession();
    await changePassword(cookie, 'essai-1');
    await requestErasure(cookie, 'essai-2');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'essai-3' },
      remoteAddress: '10.30.0.1',
    });
    expect((await changePassword(cookie, member.password)).statusCode).toBe(429);
    expect((await login(member, '10.30.0.2')).statusCode).toBe(429);
  });

  it('lets the owner through below the limit, and a right password clears the count', async () => {
    const { member, cookie } = await unattendedSession();
    for (let i = 0; i < LIMIT - 1; i++) await requestErasure(cookie, `essai-${i}`);
    expect((await requestErasure(cookie, member.password)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) await changePassword(cookie, `essai-${i}`);
    expect((await changePassword(cookie, member.password)).statusCode).toBe(200);
  });
});
