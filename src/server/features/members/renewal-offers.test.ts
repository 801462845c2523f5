import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, mailOutbox } from '../../db/schema.ts';
import { payOnSimulatedPage } from '../../testing/checkout-pages.ts';
import { createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createHouseholdOffer, createOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A validated member whose last membership ended a month ago: renewal is open to them. */
async function lapsedMember() {
  const member = await createMember(t.db);
  await addAdhesion(t.db, member.id, { startedDaysAgo: 400 });
  return { member, cookie: await signedInAs(t.ctx, member) };
}

const openCheckout = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/me/renewal/checkout',
    headers: cookie ? { cookie } : {},
    payload,
  });
const finalize = (cookie: string, session_id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/me/renewal/finalize',
    headers: { cookie },
    payload: { session_id },
  });
const lastHousehold = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/members/me/household', headers: cookie ? { cookie } : {} });

async function pay(checkoutUrl: string): Promise<string> {
  return (await payOnSimulatedPage(t.app, checkoutUrl)).searchParams.get('session_id') ?? '';
}

const newest = async (userId: string) =>
  (await t.db.select().from(adhesions).where(eq(adhesions.user_id, userId))).sort((a, b) =>
    b.date_debut.localeCompare(a.date_debut),
  )[0];

describe('renewing with a chosen offer', () => {
  it('pays the reduced price and records the offer, active at once for a validated member', async () => {
    const offer = await createOffer(t.db, { name: 'Réduit renouvellement' });
    const { member, cookie } = await lapsedMember();
    const checkout = await openCheckout(cookie, { offer_id: offer.id });
    expect(checkout.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.json().url).pathname });
    expect(page.body).toContain('Réduit renouvellement — Renouvellement de l&#39;adhésion annuelle');
    const renewed = await finalize(cookie, await pay(checkout.json().url));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ montant: 3, statut: 'active' });
    expect(renewed.json().household).toBeUndefined();
    expect(await newest(member.id)).toMatchObject({
      offer_id: offer.id,
      montant_cents: 300,
      statut: 'active',
    });
  });

  it('refuses an offer open to sign-up only', async () => {
    const offer = await createOffer(t.db, { name: 'Inscription seulement', open_to_renewal: false });
    const { cookie } = await lapsedMember();
    const response = await openCheckout(cookie, { offer_id: offer.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('OFFER_NOT_OPEN');
  });

  it('refuses a « prix libre » amount under the minimum, beside the field', async () => {
    const offer = await createOffer(t.db, {
      name: 'Libre renouvellement',
      pricing: 'libre',
      price: 20,
      min_price: 5,
      condition: null,
    });
    const { cookie } = await lapsedMember();
    const response = await openCheckout(cookie, { offer_id: offer.id, montant: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('montant');
  });

  it('is for a signed-in member only', async () => {
    expect((await openCheckout(undefined, {})).statusCode).toBe(401);
    expect((await lastHousehold()).statusCode).toBe(401);
  });

  it('records a 0 € membership at once, pending, with no payment and no mail', async () => {
    const offer = await createOffer(t.db, { name: 'Gratuite renouvellement', price: 0, pricing: 'fixe' });
    const { member, cookie } = await lapsedMember();
    const checkout = await openCheckout(cookie, { offer_id: offer.id });
    const url = new URL(checkout.json().url);
    expect(`${url.pathname}${url.search}`).toMatch(/^\/adhesion\?success=true&session_id=gratuit_/);
    expect(await newest(member.id)).toMatchObject({
      montant_cents: 0,
      statut: 'pending',
      mode_paiement: null,
    });
    const renewed = await finalize(cookie, url.searchParams.get('session_id') ?? '');
    expect(renewed.json()).toMatchObject({ montant: 0, statut: 'pending' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails).toHaveLength(0);
    // Nothing more to renew while it waits.
    expect((await openCheckout(cookie, { offer_id: offer.id })).json().error.code).toBe('ALREADY_ACTIVE');
  });
});

describe('renewing a household', () => {
  it('renews the same people, whose names the form gets back, with one payment', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Foyer renouvellement' });
    const { member, cookie } = await lapsedMember();
    const child = { prenom: 'Léo', nom: 'Martin', email: `leo-${member.id}@exemple.fr` };
    const partner = { prenom: 'Zoé', nom: 'Martin', email: `zoe-${member.id}@exemple.fr` };
    const household = [child, partner];
    expect((await lastHousehold(cookie)).json()).toEqual({ members: [], dependants: [] });

    const checkout = await openCheckout(cookie, { offer_id: offer.id, household });
    const renewed = await finalize(cookie, await pay(checkout.json().url));
    expect(renewed.json()).toMatchObject({
      montant: 15,
      statut: 'active',
      household: [
        { prenom: 'Léo', nom: 'Martin' },
        { prenom: 'Zoé', nom: 'Martin' },
      ],
    });
    const payer = await newest(member.id);
    const shares = await t.db
      .select()
      .from(adhesions)
      .where(eq(adhesions.household_of, payer?.id ?? ''));
    expect(shares).toHaveLength(2);
    for (const share of shares) {
      expect(share).toMatchObject({ montant_cents: 0, statut: 'active', date_fin: payer?.date_fin });
    }

    const again = await lastHousehold(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      members: household.map((person) => ({ ...person, status: 'member' })),
      dependants: [],
    });
    // Another member sees only their own: none.
    expect((await lastHousehold(await signedInAs(t.ctx, await createMember(t.db)))).json()).toEqual({
      members: [],
      dependants: [],
    });
  });
});
