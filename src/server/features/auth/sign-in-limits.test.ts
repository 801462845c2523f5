import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_LOCKED_MESSAGE,
  CODES_SENT_LIMIT_MESSAGE,
  CODES_SENT_MAX_PER_HOUR,
  WRONG_CODES_MAX,
} from '../../../domain/auth.ts';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema.ts';
import {
  cookieHeader,
  createMember,
  lastMailedCode,
  signIn,
  type TestUser,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_MAX_PER_ACCOUNT: '3',
      LOGIN_MAX_PER_IP: '6',
      LOGIN_MAX_CODES_PER_HOUR: String(CODES_SENT_MAX_PER_HOUR),
    },
  });
});
afterAll(() => t.close());

type Attempt = { ip?: string; cookie?: string; headers?: Record<string, string> };

const login = (email: string, password: string, attempt: Attempt = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: attempt.ip ?? '10.0.0.1',
    headers: { ...attempt.headers, ...(attempt.cookie ? { cookie: attempt.cookie } : {}) },
  });

const verify = (code: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { code }, headers: { cookie } });

/** A six-digit code that is not the one just mailed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const mailsTo = (email: string, subject: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subject}%`)));

describe('the client address', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted: a rotating header does not dodge the limit', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await login(`inconnu-${i}@exemple.fr`, 'mauvais', {
        ip: '10.3.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login('inconnu-7@exemple.fr', 'mauvais', {
      ip: '10.3.0.1',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('takes the address a trusted proxy reports', async () => {
    const proxied = await createTestApp({ env: { LOGIN_MAX_PER_IP: '2', TRUST_PROXY: '10.9.0.1' } });
    try {
      const attempt = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'personne@exemple.fr', password: 'mauvais' },
          remoteAddress: '10.9.0.1',
          headers: { 'x-forwarded-for': client },
        });
      await attempt('198.51.100.1');
      await attempt('198.51.100.1');
      expect((await attempt('198.51.100.1')).statusCode).toBe(429);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('password step', () => {
  it('stops guessing on one account from many addresses', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < 3; i++)
      expect((await login(member.email, 'mauvais', { ip: `10.1.0.${i}` })).statusCode).toBe(401);
    const blocked = await login(member.email, member.password, { ip: '10.1.0.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
  });

  it('still lets the owner in from a device that signed in before', async () => {
    const member = await createMember(t.db);
    const device = await signIn(t.app, t.db, member);
    for (let i = 0; i < 5; i++) await login(member.email, 'mauvais', { ip: `10.4.0.${i}` });
    expect((await login(member.email, member.password, { ip: '10.4.1.1' })).statusCode).toBe(429);
    const owner = await login(member.email, member.password, { ip: '10.4.1.2', cookie: device });
    expect(owner.statusCode).toBe(200);
  });

  it('counts failures only: signing in again and again never locks the account', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < 4; i++)
      expect((await login(member.email, member.password, { ip: `10.5.0.${i}` })).statusCode).toBe(200);
  });

  it('stops one address trying many accounts', async () => {
    for (let i = 0; i < 6; i++) await login(`inconnu-${i}@exemple.fr`, 'mauvais', { ip: '10.2.0.1' });
    const member = await createMember(t.db);
    expect((await login(member.email, member.password, { ip: '10.2.0.1' })).statusCode).toBe(429);
    expect((await login(member.email, member.password, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });
});

describe('code step', () => {
  async function startSignIn(member: TestUser, ip: string) {
    const response = await login(member.email, member.password, { ip });
    expect(response.statusCode).toBe(200);
    return cookieHeader(response.headers['set-cookie']);
  }

  it(`locks the code step after ${WRONG_CODES_MAX} wrong codes, across new codes, and warns the owner once`, async () => {
    const member = await createMember(t.db);
    let guesses = 0;
    for (let round = 0; guesses < WRONG_CODES_MAX; round++) {
      const cookie = await startSignIn(member, `10.6.${round}.1`);
      const code = await lastMailedCode(t.db, member.email);
      for (let i = 0; i < 4 && guesses < WRONG_CODES_MAX; i++, guesses++)
        expect((await verify(wrongCode(code), cookie)).statusCode).toBe(400);
    }
    const cookie = await startSignIn(member, '10.6.9.1');
    const locked = await verify(await lastMailedCode(t.db, member.email), cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'CODE_LOCKED', message: CODE_LOCKED_MESSAGE });
    expect(await verify(wrongCode('0'), cookie)).toHaveProperty('statusCode', 429);
    expect(await mailsTo(member.email, 'Tentatives de connexion')).toHaveLength(1);
  });

  it(`mails at most ${CODES_SENT_MAX_PER_HOUR} codes an hour to one account`, async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < CODES_SENT_MAX_PER_HOUR; i++) await startSignIn(member, `10.7.${i}.1`);
    const flood = await login(member.email, member.password, { ip: '10.7.9.1' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().error.message).toBe(CODES_SENT_LIMIT_MESSAGE);
    expect(await mailsTo(member.email, 'Votre code de connexion')).toHaveLength(CODES_SENT_MAX_PER_HOUR);
  });

  it('still lets the browser that hit the cap sign in with the last code received', async () => {
    const member = await createMember(t.db);
    let cookie = '';
    for (let i = 0; i < CODES_SENT_MAX_PER_HOUR; i++) {
      const sent = await login(member.email, member.password, { ip: `10.11.${i}.1`, cookie });
      cookie = cookieHeader(sent.headers['set-cookie'], cookie);
    }
    const capped = await login(member.email, member.password, { ip: '10.11.9.1', cookie });
    expect(capped.json().error.code).toBe('TOO_MANY_CODES_SENT');
    // No new sign-in cookie: the one the last code belongs to is kept.
    expect(capped.headers['set-cookie']).toBeUndefined();
    const verified = await verify(await lastMailedCode(t.db, member.email), cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe(member.email);
  });

  it('counts resent codes against the same cap', async () => {
    const member = await createMember(t.db);
    const cookie = await startSignIn(member, '10.8.0.1');
    const resend = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/resend-code', headers: { cookie }, remoteAddress: ip });
    for (let i = 1; i < CODES_SENT_MAX_PER_HOUR; i++)
      expect((await resend(`10.8.${i}.1`)).statusCode).toBe(200);
    expect((await resend('10.8.9.1')).statusCode).toBe(429);
    expect(await mailsTo(member.email, 'Votre code de connexion')).toHaveLength(CODES_SENT_MAX_PER_HOUR);
  });
});

describe('several processes', () => {
  it('share the counters through the database', async () => {
    const { app: second } = await buildApp({ db: t.db, config: t.ctx.config, webDir: '/nonexistent' });
    await second.ready();
    try {
      const member = await createMember(t.db);
      await login(member.email, 'mauvais', { ip: '10.10.0.1' });
      await login(member.email, 'mauvais', { ip: '10.10.0.2' });
      const third = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: 'mauvais' },
        remoteAddress: '10.10.0.3',
      });
      expect(third.statusCode).toBe(401);
      expect((await login(member.email, member.password, { ip: '10.10.0.4' })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
