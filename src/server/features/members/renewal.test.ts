import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/format.ts';
import { addOneYear, lastDayCovered, todayIso } from '../../../domain/members.ts';
import { adhesions, mailOutbox, users } from '../../db/schema.ts';
import { payOnSimulatedPage } from '../../testing/checkout-pages.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, isoDaysFromToday } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { finalizeRenewal } from './renewal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberWith(startedDaysAgo: number | null) {
  const member = await createMember(t.db);
  if (startedDaysAgo !== null) await addAdhesion(t.db, member.id, { startedDaysAgo });
  return { member, cookie: await signedInAs(t.ctx, member) };
}

const openCheckout = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/me/renewal/checkout',
    headers: cookie ? { cookie } : {},
    payload: {},
  });
const finalize = (sessionId: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/me/renewal/finalize',
    headers: cookie ? { cookie } : {},
    payload: { session_id: sessionId },
  });

/** Pays on the simulated provider's page; returns the session id of the return address. */
async function pay(checkoutUrl: string): Promise<string> {
  const back = await payOnSimulatedPage(t.app, checkoutUrl);
  expect(back.pathname).toBe('/adhesion');
  expect(back.searchParams.get('success')).toBe('true');
  return back.searchParams.get('session_id') ?? '';
}

const membershipsOf = (userId: string) => t.db.select().from(adhesions).where(eq(adhesions.user_id, userId));

describe('GET /api/members/me/adhesions', () => {
  it('lists only my memberships, newest first, a finished one reading as expired', async () => {
    const { member, cookie } = await memberWith(400);
    await addAdhesion(t.db, member.id, { startedDaysAgo: 20, statut: 'pending' });
    await addAdhesion(t.db, (await createMember(t.db)).id, { startedDaysAgo: 5 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/adhesions',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { statut: string }) => a.statut)).toEqual(['pending', 'expired']);
    expect(response.json()[0]).toMatchObject({
      type: 'standard',
      offer_name: 'Membre Ordinaire',
      montant: 7.5,
      mode_paiement: 'Carte Bancaire',
    });
    expect(Object.keys(response.json()[0]).sort()).toEqual(
      [
        'date_debut',
        'date_fin',
        'has_attestation',
        'id',
        'mode_paiement',
        'montant',
        'offer_name',
        'statut',
        'type',
      ].sort(),
    );
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/members/me/adhesions' })).statusCode).toBe(401);
  });
});

describe('renewal through the payment provider', () => {
  it('records an active membership of the configured fee from today once paid, and mails the member', async () => {
    const { member, cookie } = await memberWith(400);
    const checkout = await openCheckout(cookie);
    expect(checkout.statusCode).toBe(200);
    const sessionId = await pay(checkout.json().url);
    const response = await finalize(sessionId, cookie);
    expect(response.statusCode).toBe(200);
    // The account was validated and the provider confirmed the payment: nothing is left to check.
    expect(response.json()).toMatchObject({
      statut: 'active',
      montant: 7.5,
      type: 'standard',
      date_debut: todayIso(),
      date_fin: addOneYear(todayIso()),
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Votre adhésion est active');
    // The period ends on the last day covered, the eve of the stored date_fin.
    expect(mails[0]?.text).toContain(
      `Votre adhésion est active : elle couvre la période du ${formatDate(todayIso())} au ${formatDate(lastDayCovered(addOneYear(todayIso())))}.`,
    );
    expect(mails[0]?.text).toContain('7,50');
  });

  it('keeps the renewal pending, for the validation page, when the account was deactivated meanwhile', async () => {
    const { member, cookie } = await memberWith(400);
    const checkoutUrl = (await openCheckout(cookie)).json().url;
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, member.id));
    const sessionId = await pay(checkoutUrl);
    // The payment finalised it, as the provider's notification would: the member can no longer sign in.
    const renewal = await finalizeRenewal(t.ctx, { providerSessionId: sessionId });
    expect(renewal.statut).toBe('pending');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre renouvellement d’adhésion est enregistré']);

    const admin = await signedInAs(t.ctx, await createAdmin(t.db));
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pending-users?search=${encodeURIComponent(member.email)}`,
      headers: { cookie: admin },
    });
    expect(pending.statusCode).toBe(200);
    expect(JSON.stringify(pending.json())).toContain(member.email);
  });

  // Two finalisations at the same time are the payments' helper's (payments/finish.test.ts).
  it('is idempotent: finalising again answers the same membership and records no other', async () => {
    const { member, cookie } = await memberWith(null);
    const sessionId = await pay((await openCheckout(cookie)).json().url);
    const first = await finalize(sessionId, cookie);
    expect(first.statusCode).toBe(200);
    expect((await finalize(sessionId, cookie)).json()).toEqual(first.json());
    expect(await membershipsOf(member.id)).toHaveLength(1);
  });

  it('starts the new year when the running one ends', async () => {
    const { member, cookie } = await memberWith(null);
    const checkout = await openCheckout(cookie);
    // Meanwhile the treasurer records a cheque: the paid renewal follows on from it.
    const current = await addAdhesion(t.db, member.id, { startedDaysAgo: 100 });
    const response = await finalize(await pay(checkout.json().url), cookie);
    expect(response.json().date_debut).toBe(current.date_fin);
    expect(response.json().date_fin).toBe(addOneYear(current.date_fin));
    // The return page tells the member this payment came on top of the cheque.
    expect(response.json().already_renewed).toBe(true);
  });

  it('gives a member who pays two renewals opened in two tabs two consecutive years, the second told so', async () => {
    const { member, cookie } = await memberWith(400);
    const firstTab = await openCheckout(cookie);
    const secondTab = await openCheckout(cookie);
    expect(secondTab.statusCode).toBe(200);
    const firstSession = await pay(firstTab.json().url);
    const secondSession = await pay(secondTab.json().url);

    const first = await finalize(firstSession, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ date_debut: todayIso(), already_renewed: false });
    const second = await finalize(secondSession, cookie);
    expect(second.statusCode).toBe(200);
    const nextYear = addOneYear(todayIso());
    expect(second.json()).toMatchObject({
      statut: 'active',
      date_debut: nextYear,
      date_fin: addOneYear(nextYear),
      already_renewed: true,
    });
    // The page asks again on a reload: the answer stays the same.
    expect((await finalize(secondSession, cookie)).json().already_renewed).toBe(true);
    const periods = (await membershipsOf(member.id))
      .filter((row) => row.payment_id)
      .map((row) => [row.date_debut, row.date_fin])
      .sort();
    expect(periods).toEqual([
      [todayIso(), nextYear],
      [nextYear, addOneYear(nextYear)],
    ]);
    // The treasurer's page of the member lists both years, the later first.
    const admin = await signedInAs(t.ctx, await createAdmin(t.db));
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${member.id}/adhesions`,
      headers: { cookie: admin },
    });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((row: { date_debut: string }) => row.date_debut)
        .slice(0, 2),
    ).toEqual([nextYear, todayIso()]);
  });

  it('keeps the two years consecutive when both paid tabs come back at once', async () => {
    const { member, cookie } = await memberWith(null);
    const tabs = [await openCheckout(cookie), await openCheckout(cookie)];
    const sessions = await Promise.all(tabs.map((tab) => pay(tab.json().url)));
    const answers = await Promise.all(sessions.map((session) => finalize(session, cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const periods = (await membershipsOf(member.id)).map((row) => [row.date_debut, row.date_fin]).sort();
    const nextYear = addOneYear(todayIso());
    expect(periods).toEqual([
      [todayIso(), nextYear],
      [nextYear, addOneYear(nextYear)],
    ]);
    expect(answers.map((answer) => answer.json().already_renewed).sort()).toEqual([false, true]);
  });

  it('names the payment a first membership for a member who never held one, else a renewal', async () => {
    const paymentPage = async (cookie: string) => {
      const { pathname } = new URL((await openCheckout(cookie)).json().url);
      return (await t.app.inject({ method: 'GET', url: pathname })).body;
    };
    const first = await paymentPage((await memberWith(null)).cookie);
    expect(first).toContain('Adhésion annuelle — Association HDS');
    expect(first).not.toContain('Renouvellement');
    // The page writes the apostrophe as an HTML entity.
    expect(await paymentPage((await memberWith(400)).cookie)).toContain(
      'Renouvellement de l&#39;adhésion annuelle — Association HDS',
    );
  });

  it('refuses to open a payment while a membership is active (409)', async () => {
    const { cookie } = await memberWith(30);
    const response = await openCheckout(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Vous avez déjà une adhésion active');
  });

  it('refuses to finalise an unpaid payment (409)', async () => {
    const { member, cookie } = await memberWith(null);
    const checkout = await openCheckout(cookie);
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop();
    expect((await finalize(sessionId, cookie)).statusCode).toBe(409);
    expect(await membershipsOf(member.id)).toHaveLength(0);
  });

  it("answers 404 for another member's payment, which stays the payer's alone", async () => {
    const { member, cookie } = await memberWith(null);
    const sessionId = await pay((await openCheckout(cookie)).json().url);
    const other = await memberWith(null);
    const response = await finalize(sessionId, other.cookie);
    expect(response.statusCode).toBe(404);
    expect(await membershipsOf(member.id)).toHaveLength(1);
    expect(await membershipsOf(other.member.id)).toHaveLength(0);
  });

  it('answers 400 without a session id', async () => {
    const { cookie } = await memberWith(null);
    const response = await finalize(undefined, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Session ID manquant');
  });

  it('answers 401 signed out', async () => {
    expect((await openCheckout()).statusCode).toBe(401);
    expect((await finalize('sim_x')).statusCode).toBe(401);
  });

  it('serves admins like any member: the renewal is their own', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signedInAs(t.ctx, admin);
    const sessionId = await pay((await openCheckout(cookie)).json().url);
    expect((await finalize(sessionId, cookie)).statusCode).toBe(200);
    expect(await membershipsOf(admin.id)).toHaveLength(1);
    expect(isoDaysFromToday(0)).toBe(todayIso());
  });
});
