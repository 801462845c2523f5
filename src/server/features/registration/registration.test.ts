import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adhesions, checkoutSessions, mailOutbox, users } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { findRegistered, payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const finalize = (session_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/registration/finalize', payload: { session_id } });

describe('POST /api/registration/checkout', () => {
  it('opens a 7,50 € payment and sends no personal data to the provider', async () => {
    const input = registrationInput();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.pathname).toMatch(/^\/paiement-simule\/sim_/);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toMatch(/7,50\s€/);
    expect(page.body).toContain('Payer');
    expect(page.body).toContain('Annuler');
    expect(page.body).not.toContain(input.email);
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.provider_session_id, url.pathname.split('/').pop() ?? ''));
    expect(checkout?.amount_cents).toBe(750);
    expect(checkout?.password_hash).not.toContain(input.password);
  });

  it('refuses a missing field with the spec message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: registrationInput({ ville: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('refuses a password under 6 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: registrationInput({ password: '12345' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('answers an email that already has an account like any other, and mails its owner instead', async () => {
    const member = await createMember(t.db);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: registrationInput({ email: member.email }),
    });
    expect(known.statusCode).toBe(200);
    expect(new URL(known.json().url).pathname).toMatch(/^\/paiement-simule\/sim_/);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.map((mail) => mail.subject)).toEqual(["Vous avez déjà un compte chez l'Association HDS"]);
  });
});

describe('a registration paid for an address that has an account', () => {
  it('creates no second account, tells the payer in French, and asks the treasurer once to refund', async () => {
    const member = await createMember(t.db);
    const sessionId = await payRegistration(t.app, registrationInput({ email: member.email }));
    for (const attempt of [finalize(sessionId), finalize(sessionId)]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('ALREADY_REGISTERED');
      expect(response.json().error.message).toContain("l'association vous remboursera ce paiement");
    }
    expect((await findRegistered(t.db, member.email)).users).toHaveLength(1);
    const refunds = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, t.ctx.config.association.email));
    expect(refunds.filter((mail) => mail.text.includes(member.email))).toHaveLength(1);
  });
});

describe('POST /api/registration/finalize', () => {
  it('creates an inactive member with one pending 7,50 € membership for a year', async () => {
    const input = registrationInput();
    const sessionId = await payRegistration(t.app, input);
    const response = await finalize(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ prenom: input.prenom, email: input.email });

    const [user] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(user).toMatchObject({
      prenom: input.prenom,
      nom: input.nom,
      ville: input.ville,
      role: 'member',
      statut_membre: 'Membre Ordinaire',
      fonction: 'Membre',
      is_active: false,
    });
    const memberships = await t.db
      .select()
      .from(adhesions)
      .where(eq(adhesions.user_id, user?.id ?? ''));
    expect(memberships).toHaveLength(1);
    const [membership] = memberships;
    expect(membership).toMatchObject({ statut: 'pending', type: 'standard', montant_cents: 750 });
    expect(membership?.payment_id).toMatch(/^sim_pi_/);
    const start = new Date(membership?.date_debut ?? '');
    start.setFullYear(start.getFullYear() + 1);
    expect(membership?.date_fin).toBe(start.toISOString().slice(0, 10));
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('adhésion')]);
  });

  // 23:30 in London is 00:30 the next day in Paris: the membership, and the ledger's day, are Paris's.
  it('starts the membership on the day in Paris, even just after midnight there', async () => {
    const input = registrationInput();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
    try {
      // The payment records the membership: it is the payment's day that counts.
      const sessionId = await payRegistration(t.app, input);
      expect((await finalize(sessionId)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const { memberships } = await findRegistered(t.db, input.email);
    expect(memberships).toMatchObject([{ date_debut: '2026-11-24', date_fin: '2027-11-24' }]);
  });

  // Two finalisations at the same time are the payments' helper's (payments/finish.test.ts).
  it('answers the same when called again, and creates one user and one membership', async () => {
    const input = registrationInput();
    const sessionId = await payRegistration(t.app, input);
    const first = await finalize(sessionId);
    expect(first.statusCode).toBe(200);
    expect((await finalize(sessionId)).json()).toEqual(first.json());
    const registered = await findRegistered(t.db, input.email);
    expect(registered.users).toHaveLength(1);
    expect(registered.memberships).toHaveLength(1);
    expect(registered.logins).toHaveLength(1);
  });

  it('forgets the password hash once the account exists', async () => {
    const sessionId = await payRegistration(t.app, registrationInput());
    await finalize(sessionId);
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.provider_session_id, sessionId));
    expect(checkout).toMatchObject({ status: 'completed', password_hash: null });
  });

  it('refuses to finalise an unpaid checkout', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: registrationInput(),
    });
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop();
    const response = await finalize(sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe("Le paiement n'a pas été confirmé");
  });

  it('answers "Session ID manquant" without a session id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/registration/finalize', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Session ID manquant');
  });

  it('answers 404 for an unknown session id', async () => {
    const response = await finalize('sim_inconnu');
    expect(response.statusCode).toBe(404);
  });
});

const openRegistrationPayment = async (input = registrationInput()) => {
  const checkout = await t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
  return new URL(checkout.json().url).pathname;
};
const draftOf = (checkoutId: string) =>
  t.app.inject({ method: 'GET', url: `/api/registration/checkout/${checkoutId}` });

describe('simulated payment page', () => {
  it('sends the visitor back to the form when they cancel, and the payment can no longer be made', async () => {
    const pagePath = await openRegistrationPayment();
    const cancel = await t.app.inject({ method: 'POST', url: `${pagePath}/annuler` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toMatch(
      /^http:\/\/localhost:3000\/register\?annule=1&inscription=[0-9a-f-]{36}$/,
    );
    await t.app.inject({ method: 'POST', url: `${pagePath}/payer` });
    expect((await finalize(pagePath.split('/').pop())).statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.body).toContain('Ce paiement a été annulé.');
    expect(page.body).not.toContain('>Payer</button>');
  });

  it('shows a paid payment as « Déjà payé », never stored by the browser, leading on to the return page', async () => {
    const pagePath = await openRegistrationPayment();
    const open = await t.app.inject({ method: 'GET', url: pagePath });
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.body).toContain('>Payer</button>');
    const paid = await t.app.inject({ method: 'POST', url: `${pagePath}/payer` });

    const back = await t.app.inject({ method: 'GET', url: pagePath });
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.body).toContain('Déjà payé');
    expect(back.body).not.toContain('>Payer</button>');
    expect(back.body).toContain(
      `href="${String(paid.headers.location).replaceAll('&', '&#38;')}">Continuer</a>`,
    );
  });
});

describe('GET /api/registration/checkout/:id', () => {
  const cancelled = async (input = registrationInput()) => {
    const pagePath = await openRegistrationPayment(input);
    const cancel = await t.app.inject({ method: 'POST', url: `${pagePath}/annuler` });
    return {
      pagePath,
      checkoutId: new URL(String(cancel.headers.location)).searchParams.get('inscription') ?? '',
    };
  };

  it('gives the form back after a cancelled payment, without the password', async () => {
    const input = registrationInput({ prenom: 'Léa', ville: 'Villeurbanne' });
    const { checkoutId } = await cancelled(input);
    const response = await draftOf(checkoutId);
    expect(response.statusCode).toBe(200);
    const { password: _password, ...typed } = input;
    expect(response.json()).toEqual(typed);
    expect(response.body).not.toContain(input.password);
    expect(response.body).not.toContain('password');
  });

  it('answers 404 once the payment is made, or an hour after the form was sent', async () => {
    const paidOne = await cancelled();
    const paidPage = await openRegistrationPayment();
    const paidId = (
      await t.db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.provider_session_id, paidPage.split('/').pop() ?? ''))
    )[0]?.id;
    await t.app.inject({ method: 'POST', url: `${paidPage}/payer` });
    expect((await finalize(paidPage.split('/').pop())).statusCode).toBe(200);
    expect((await draftOf(paidId ?? '')).statusCode).toBe(404);

    await t.db
      .update(checkoutSessions)
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where(eq(checkoutSessions.id, paidOne.checkoutId));
    const expired = await draftOf(paidOne.checkoutId);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe('Inscription introuvable ou expirée');
  });

  it('answers 400 for an id that is not one, 404 for an unknown one', async () => {
    expect((await draftOf('abc')).statusCode).toBe(400);
    expect((await draftOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
