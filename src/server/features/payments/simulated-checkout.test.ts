import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { adhesions, mailOutbox, users } from '../../db/schema.ts';
import { payOnSimulatedPage, sessionIdOf } from '../../testing/checkout-pages.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { giftsOf, onlineDonationInput } from '../../testing/online-donations.ts';
import { findRegistered, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The visitor who pays and closes the tab at once: only the simulated page's « Payer » reaches us.

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

/** Opens a checkout and pays on the simulated page, never following it back to the return page. */
async function payAndLeave(url: string, payload: object, cookie?: string): Promise<string> {
  const checkout = await post(url, payload, cookie);
  expect(checkout.statusCode).toBe(200);
  const checkoutUrl: string = checkout.json().url;
  await payOnSimulatedPage(t.app, checkoutUrl);
  return sessionIdOf(checkoutUrl);
}

/** The ledger's line of this card payment, as the treasurer reads it today. */
async function ledgerLine(paymentId: string | null | undefined) {
  const today = todayIso();
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/admin/payments?from=${today}&to=${today}&pageSize=100`,
    headers: { cookie: adminCookie },
  });
  expect(page.statusCode).toBe(200);
  return page.json().items.find((item: { reference: string | null }) => item.reference === paymentId);
}

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('a checkout paid on the simulated page, the return page never loaded', () => {
  it('records the sign-up awaiting validation, in the ledger, mailed once; the return page later changes nothing', async () => {
    const input = registrationInput();
    const sessionId = await payAndLeave('/api/registration/checkout', input);

    const registered = await findRegistered(t.db, input.email);
    expect(registered.users).toEqual([expect.objectContaining({ is_active: false })]);
    expect(registered.memberships).toEqual([
      expect.objectContaining({ statut: 'pending', montant_cents: 750, mode_paiement: 'Carte Bancaire' }),
    ]);
    const paymentId = registered.memberships[0]?.payment_id;
    expect(paymentId).toMatch(/^sim_pi_/);
    expect(await ledgerLine(paymentId)).toMatchObject({
      kind: 'cotisation',
      email: input.email,
      montant: 7.5,
    });
    expect(await mailsTo(input.email)).toHaveLength(1);

    const back = await post('/api/registration/finalize', { session_id: sessionId });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ prenom: input.prenom, email: input.email });
    const after = await findRegistered(t.db, input.email);
    expect(after.users).toHaveLength(1);
    expect(after.memberships).toEqual(registered.memberships);
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('records the renewal, in the ledger, mailed once; the return page later answers that same membership', async () => {
    const member = await createMember(t.db);
    await addAdhesion(t.db, member.id, { startedDaysAgo: 400 });
    const cookie = await signedInAs(t.ctx, member);
    const sessionId = await payAndLeave('/api/members/me/renewal/checkout', {}, cookie);

    const memberships = await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id));
    expect(memberships).toHaveLength(2);
    const renewal = memberships.find((membership) => membership.payment_id?.startsWith('sim_pi_'));
    expect(renewal).toMatchObject({ statut: 'active', mode_paiement: 'Carte Bancaire' });
    expect(await ledgerLine(renewal?.payment_id)).toMatchObject({ kind: 'cotisation', user_id: member.id });
    expect(await mailsTo(member.email)).toHaveLength(1);

    const back = await post('/api/members/me/renewal/finalize', { session_id: sessionId }, cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: renewal?.id, statut: 'active' });
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toHaveLength(2);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('records the gift, in the ledger, thanked once; the thank-you page later answers the same thanks', async () => {
    const input = onlineDonationInput({ amount: 45, receipt_wanted: false });
    const sessionId = await payAndLeave('/api/donations', input);

    const gifts = await giftsOf(t.db, input.email);
    expect(gifts).toHaveLength(1);
    const gift = gifts[0]?.donation;
    expect(gift).toMatchObject({ amount_cents: 4500, mode_paiement: 'Carte Bancaire' });
    expect(await ledgerLine(gift?.payment_id)).toMatchObject({
      kind: 'don',
      montant: 45,
      email: input.email,
    });
    expect(await mailsTo(input.email)).toHaveLength(1);

    const back = await post('/api/donations/finalize', { session_id: sessionId });
    const again = await post('/api/donations/finalize', { session_id: sessionId });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ prenom: input.prenom });
    expect(again.json()).toEqual(back.json());
    expect(await giftsOf(t.db, input.email)).toHaveLength(1);
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('records nothing for a cancelled payment', async () => {
    const input = registrationInput();
    const checkout = await post('/api/registration/checkout', input);
    const page = new URL(checkout.json().url).pathname;
    await t.app.inject({
      method: 'POST',
      url: `${page}/annuler`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    expect(await mailsTo(input.email)).toEqual([]);
  });
});
