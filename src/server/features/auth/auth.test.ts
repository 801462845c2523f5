import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users, verifications } from '../../db/schema.ts';
import { cookieHeader, createAdmin, createMember, lastMailedCode, signIn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startLogin(email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return { response, cookie: cookieHeader(response.headers['set-cookie']) };
}

function verify(code: string, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { code },
    headers: { cookie },
  });
}

describe('POST /api/auth/login', () => {
  it('mails a six-digit code only after a correct password', async () => {
    const member = await createMember(t.db);
    const { response } = await startLogin(member.email, member.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ step: 'code', email: member.email });
    expect(await lastMailedCode(t.db, member.email)).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong password with a French message and mails nothing', async () => {
    const member = await createMember(t.db);
    const { response } = await startLogin(member.email, 'mauvais-mot');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Email ou mot de passe incorrect');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails).toHaveLength(0);
  });

  it('answers 400 with the spec text when a field is empty', async () => {
    const { response } = await startLogin('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Veuillez remplir tous les champs',
      fields: [
        { path: 'email', message: 'Veuillez remplir tous les champs' },
        { path: 'password', message: 'Veuillez remplir tous les champs' },
      ],
    });
  });

  it('keeps an account that is not yet validated out, with a clear message', async () => {
    const pending = await createMember(t.db, { is_active: false });
    const { response } = await startLogin(pending.email, pending.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toContain('en attente de validation');
    await expect(lastMailedCode(t.db, pending.email)).rejects.toThrow();
  });

  it('is case-insensitive on the email', async () => {
    const member = await createMember(t.db);
    const { response } = await startLogin(member.email.toUpperCase(), member.password);
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify-code', () => {
  it('opens a session with the mailed code and records the sign-in time', async () => {
    const member = await createMember(t.db, { prenom: 'Léa' });
    const { cookie } = await startLogin(member.email, member.password);
    const response = await verify(await lastMailedCode(t.db, member.email), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: member.email, prenom: 'Léa', role: 'member' });
    const sessionCookie = response.headers['set-cookie'];
    expect(String(sessionCookie)).toMatch(/HttpOnly/i);
    expect(String(sessionCookie)).toMatch(/SameSite=Lax/i);
    const [row] = await t.db.select({ at: users.last_sign_in_at }).from(users).where(eq(users.id, member.id));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('refuses a wrong code with "Code incorrect ou expiré"', async () => {
    const member = await createMember(t.db);
    const { cookie } = await startLogin(member.email, member.password);
    const code = await lastMailedCode(t.db, member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await verify(wrong, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Code incorrect ou expiré');
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const member = await createMember(t.db);
    const { cookie } = await startLogin(member.email, member.password);
    const code = await lastMailedCode(t.db, member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(wrong, cookie)).statusCode).toBe(400);
    const response = await verify(code, cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe('Trop de tentatives : demandez un nouveau code');
  });

  it('refuses the right code once it has expired', async () => {
    const member = await createMember(t.db);
    const { cookie } = await startLogin(member.email, member.password);
    const code = await lastMailedCode(t.db, member.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, '2fa-otp-%'));
    const response = await verify(code, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Code incorrect ou expiré');
  });

  it('answers 400 for a code that is not six digits', async () => {
    const response = await verify('12ab', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Le code doit contenir 6 chiffres');
  });

  it('answers 401 without the sign-in cookie of step 1', async () => {
    const response = await verify('123456', '');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/resend-code', () => {
  it('mails a new code that works', async () => {
    const member = await createMember(t.db);
    const { cookie } = await startLogin(member.email, member.password);
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-code', headers: { cookie } });
    expect(resend.statusCode).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails).toHaveLength(2);
    expect((await verify(await lastMailedCode(t.db, member.email), cookie)).statusCode).toBe(200);
  });

  it('answers 401 when no sign-in is under way', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/resend-code' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/auth/session and POST /api/auth/logout', () => {
  it('returns the signed-in user, then null after sign-out', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, t.db, admin);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ id: admin.id, role: 'admin' });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.json().user).toBeNull();
  });

  it('answers null without a cookie', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.json()).toEqual({ user: null });
  });
});
