import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createMember, signIn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailedResetTokens(email: string) {
  const mails = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Réinitialisation%')))
    .orderBy(desc(mailOutbox.created_at));
  return mails.map((mail) => decodeURIComponent(mail.text.match(/\/reset-password\?token=(\S+)/)?.[1] ?? ''));
}

/** The link is mailed after the answer: wait for the `count`-th one, and return the newest. */
async function mailedResetToken(email: string, count = 1) {
  return vi.waitFor(async () => {
    const tokens = await mailedResetTokens(email);
    if (tokens.length < count) throw new Error('no link yet');
    return tokens[0];
  });
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

  it('tells the member by mail once the password is reset, in case it was not them', async () => {
    const member = await createMember(t.db, { prenom: 'Inès' });
    await forgot(member.email);
    const token = await mailedResetToken(member.email);
    const changedMails = () =>
      t.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, member.email), eq(mailOutbox.subject, 'Votre mot de passe a été modifié')),
        );
    expect(await changedMails()).toHaveLength(0);
    expect((await reset({ token, password: 'nouveau-secret' })).statusCode).toBe(200);
    const [mail] = await changedMails();
    expect(mail?.text).toContain('Bonjour Inès,');
    expect(mail?.text).toContain('Si ce n’était pas vous');
    expect(mail?.text).toMatch(/L'équipe de l'Association HDS$/);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const response = await forgot('personne@exemple.fr');
    expect(response.statusCode).toBe(200);
    const member = await createMember(t.db);
    await forgot(member.email);
    await mailedResetToken(member.email);
    expect(await mailedResetTokens('personne@exemple.fr')).toHaveLength(0);
  });

  it('answers before the link is made, so its duration tells nothing about the email', async () => {
    const member = await createMember(t.db);
    const making = vi.spyOn(t.ctx.auth.api, 'requestPasswordReset').mockReturnValue(new Promise(() => {}));
    try {
      const response = await forgot(member.email);
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(making).toHaveBeenCalledOnce());
    } finally {
      making.mockRestore();
    }
  });

  it('closes every other link and every session once the password is reset', async () => {
    const member = await createMember(t.db);
    const session = await signIn(t.app, t.db, member);
    await forgot(member.email);
    const older = await mailedResetToken(member.email);
    await forgot(member.email);
    const newer = await mailedResetToken(member.email, 2);
    expect(newer).not.toBe(older);
    expect((await reset({ token: newer, password: 'nouveau-secret' })).statusCode).toBe(200);

    const replay = await reset({ token: older, password: 'pirate-secret' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe('Lien de réinitialisation invalide ou expiré');
    const stillSignedIn = await t.app.inject({ url: '/api/auth/session', headers: { cookie: session } });
    expect(stillSignedIn.json()).toEqual({ user: null });
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
