import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, mailOutbox, users } from '../../db/schema.ts';
import { sessionIdOf } from '../../testing/checkout-pages.ts';
import { createMember, signedInAs } from '../../testing/factories.ts';
import { PAYMENT_PROVIDER_CASES, type ProviderHarness } from '../../testing/payment-providers.ts';
import { findRegistered, registrationInput } from '../../testing/registration.ts';

/** The same registration and renewal, and the same guarantees, whichever provider takes the fee. */
describe.each(PAYMENT_PROVIDER_CASES)('paying through $name', ({ paymentId, notifies, start }) => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(() => h.close());

  async function openRegistration() {
    const input = registrationInput();
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    return { input, checkoutUrl: response.json().url as string };
  }
  const finalizeRegistration = (sessionId: string) =>
    h.t.app.inject({ method: 'POST', url: '/api/registration/finalize', payload: { session_id: sessionId } });
  const mailsTo = (email: string) => h.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  async function openRenewal() {
    const member = await createMember(h.t.db);
    const cookie = await signedInAs(h.t.ctx, member);
    const response = await h.t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    return { member, cookie, checkoutUrl: response.json().url as string };
  }
  const finalizeRenewal = (sessionId: string, cookie: string) =>
    h.t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/finalize',
      headers: { cookie },
      payload: { session_id: sessionId },
    });

  it('registers one inactive member with one pending 7,50 € membership, however often the return page asks', async () => {
    const { input, checkoutUrl } = await openRegistration();
    const sessionId = await h.pay(checkoutUrl);
    const answers = await Promise.all([1, 2, 3].map(() => finalizeRegistration(sessionId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.json()).toEqual({ prenom: input.prenom, email: input.email });
    const registered = await findRegistered(h.t.db, input.email);
    expect(registered.users).toHaveLength(1);
    expect(registered.users[0]?.is_active).toBe(false);
    expect(registered.memberships).toHaveLength(1);
    expect(registered.memberships[0]).toMatchObject({ statut: 'pending', montant_cents: 750 });
    expect(registered.memberships[0]?.payment_id).toMatch(paymentId);
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('refuses to register before the provider says the fee is paid', async () => {
    const { input, checkoutUrl } = await openRegistration();
    const answer = await finalizeRegistration(sessionIdOf(checkoutUrl));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({
      code: 'PAYMENT_NOT_CONFIRMED',
      message: "Le paiement n'a pas été confirmé",
    });
    expect(await h.t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });

  it('records one active renewal of 7,50 € from the return page, however often it asks', async () => {
    const { member, cookie, checkoutUrl } = await openRenewal();
    const sessionId = await h.pay(checkoutUrl);
    const [first, second] = await Promise.all([
      finalizeRenewal(sessionId, cookie),
      finalizeRenewal(sessionId, cookie),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.json().id).toBe(first?.json().id);
    const rows = await h.t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ statut: 'active', montant_cents: 750, mode_paiement: 'Carte Bancaire' });
    expect(rows[0]?.payment_id).toMatch(paymentId);
  });

  it('refuses a renewal before the provider says the fee is paid', async () => {
    const { member, cookie, checkoutUrl } = await openRenewal();
    const answer = await finalizeRenewal(sessionIdOf(checkoutUrl), cookie);
    expect(answer.statusCode).toBe(409);
    expect(await h.t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toHaveLength(0);
  });

  if (notifies) {
    it('finalises from the provider’s notification alone, and the return page then finds it done', async () => {
      const registration = await openRegistration();
      const registrationSession = await h.pay(registration.checkoutUrl);
      const renewal = await openRenewal();
      const renewalSession = await h.pay(renewal.checkoutUrl);
      await h.notify(registrationSession);
      await h.notify(renewalSession);

      expect((await findRegistered(h.t.db, registration.input.email)).memberships).toHaveLength(1);
      expect(
        await h.t.db.select().from(adhesions).where(eq(adhesions.user_id, renewal.member.id)),
      ).toHaveLength(1);

      expect((await finalizeRegistration(registrationSession)).statusCode).toBe(200);
      expect((await finalizeRenewal(renewalSession, renewal.cookie)).statusCode).toBe(200);
      await h.notify(registrationSession);
      expect((await findRegistered(h.t.db, registration.input.email)).memberships).toHaveLength(1);
      expect(
        await h.t.db.select().from(adhesions).where(eq(adhesions.user_id, renewal.member.id)),
      ).toHaveLength(1);
      expect(await mailsTo(registration.input.email)).toHaveLength(1);
    });
  }
});
