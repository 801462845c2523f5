import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailedResetToken(email: string) {
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Réinitialisation%')))
    .orderBy(desc(mailOutbox.created_at));
  const link = mail?.text.match(/http\S+\/reset-password\?token=(\S+)/);
  return link?.[1] ? decodeURIComponent(link[1]) : undefined;
}

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('password reset', () => {
  it('mails a link whose token sets a new password', async () => {
    const member = await createMember(t.db);
    expect((await forgot(member.email)).statusCode).toBe(200);
    const token = await mailedResetToken(member.email);
    expect(token).toBeDefined();
    expect((await reset({ token, password: 'nouveau-secret' })).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'nouveau-secret')).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const response = await forgot('personne@exemple.fr');
    expect(response.statusCode).toBe(200);
    expect(await mailedResetToken('personne@exemple.fr')).toBeUndefined();
  });

  it('refuses a forged token', async () => {
    const response = await reset({ token: 'faux-jeton', password: 'nouveau-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Lien de réinitialisation invalide ou expiré');
  });

  it('refuses a new password under 6 characters', async () => {
    const response = await reset({ token: 'x', password: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('refuses an email that is not one', async () => {
    expect((await forgot('pas-un-email')).statusCode).toBe(400);
  });
});
