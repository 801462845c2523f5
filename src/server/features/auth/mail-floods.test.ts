import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MAILS_PER_ADDRESS_PER_HOUR } from './mail-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '8' } });
});
afterAll(() => t.close());

const FLOOD = 8;

const forgot = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

const openCheckout = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registration/checkout',
    payload: registrationInput({ email }),
    remoteAddress: ip,
  });

const mailsTo = (email: string, subject: string) =>
  t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subject}%`)));

/** The reset links are made after the answer: wait for every one that was started. */
async function forgotFromManyAddresses(email: string, times: number) {
  const making = vi.spyOn(t.ctx.auth.api, 'requestPasswordReset');
  try {
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await forgot(email, `10.20.${times}.${i}`));
    await Promise.allSettled(making.mock.results.map((result) => result.value));
    return answers;
  } finally {
    making.mockRestore();
  }
}

describe('"Mot de passe oublié" cannot flood a mailbox', () => {
  it(`mails at most ${MAILS_PER_ADDRESS_PER_HOUR} links an hour to one member, whatever the addresses asking`, async () => {
    const member = await createMember(t.db);
    const answers = await forgotFromManyAddresses(member.email, FLOOD);
    for (const answer of answers) expect(answer.json()).toEqual({ ok: true });
    expect(await mailsTo(member.email, 'Réinitialisation')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('answers past the cap exactly as for an unknown address', async () => {
    const member = await createMember(t.db);
    const [, , , capped] = await forgotFromManyAddresses(member.email, MAILS_PER_ADDRESS_PER_HOUR + 1);
    const [unknown] = await forgotFromManyAddresses('personne-ici@exemple.fr', 1);
    expect(capped?.statusCode).toBe(200);
    expect(capped?.body).toBe(unknown?.body);
  });

  it('stops one address asking for many accounts', async () => {
    for (let i = 0; i < 8; i++)
      expect((await forgot(`inconnu-${i}@exemple.fr`, '10.21.0.1')).statusCode).toBe(200);
    const blocked = await forgot('inconnu-9@exemple.fr', '10.21.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    expect((await forgot('inconnu-9@exemple.fr', '10.21.0.2')).statusCode).toBe(200);
  });
});

describe('registration with a member’s email cannot flood their mailbox', () => {
  it(`mails "Vous avez déjà un compte" at most ${MAILS_PER_ADDRESS_PER_HOUR} times an hour, with the same answer`, async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < FLOOD; i++) {
      const answer = await openCheckout(member.email, `10.22.0.${i}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ url: expect.any(String) });
    }
    expect(await mailsTo(member.email, 'Vous avez déjà un compte')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });
});
