import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, householdDependants, users } from '../../db/schema.ts';
import { payOnSimulatedPage } from '../../testing/checkout-pages.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createHouseholdOffer, createOffer } from '../../testing/offers-factories.ts';
import { findRegistered, payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const openRegistration = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload });
const finalizeRegistration = (session_id: string) =>
  t.app.inject({ method: 'POST', url: '/api/registration/finalize', payload: { session_id } });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const thisYear = new Date().getFullYear();

const child = (prenom = 'Léa') => ({ prenom, nom: 'Moreau', annee_naissance: 2016 });

/** A payer signed up on the family offer with one adult who has an email and one child who has none. */
async function familyWithAChild(suffix: string) {
  const offer = await createHouseholdOffer(t.db, { name: `Famille ${suffix}` });
  const input = registrationInput({
    offer_id: offer.id,
    household: [{ prenom: 'Paul', nom: 'Moreau', email: `paul-${suffix}@exemple.fr` }],
    dependants: [child()],
  });
  const finalized = await finalizeRegistration(await payRegistration(t.app, input));
  const registered = await findRegistered(t.db, input.email);
  const [payerMembership] = registered.memberships;
  if (!payerMembership || !registered.users[0]) throw new Error('inscription non enregistrée');
  return { offer, input, finalized, payer: registered.users[0], payerMembership };
}

describe('a household member without an email at sign-up', () => {
  it('records the child with the payer’s membership, at the offer’s one price, with no account', async () => {
    const { finalized, payerMembership } = await familyWithAChild('inscription');
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json().household).toEqual([
      { prenom: 'Paul', nom: 'Moreau' },
      { prenom: 'Léa', nom: 'Moreau' },
    ]);
    expect(payerMembership).toMatchObject({ montant_cents: 1500, household_of: null });
    const recorded = await t.db
      .select()
      .from(householdDependants)
      .where(eq(householdDependants.payer_adhesion_id, payerMembership.id));
    expect(recorded).toEqual([expect.objectContaining(child())]);
    // One account for the adult with an email, none for the child.
    const shares = await t.db
      .select({ prenom: users.prenom })
      .from(adhesions)
      .innerJoin(users, eq(users.id, adhesions.user_id))
      .where(eq(adhesions.household_of, payerMembership.id));
    expect(shares).toEqual([{ prenom: 'Paul' }]);
    expect(await t.db.select().from(users).where(eq(users.prenom, 'Léa'))).toEqual([]);
  });

  it('refuses a missing, implausible or broken birth year beside its field, in French', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Famille années' });
    const cases = [
      [{ prenom: 'Léa', nom: 'Moreau' }, 'Veuillez saisir l’année de naissance'],
      [
        { ...child(), annee_naissance: 1850 },
        `L’année de naissance doit être comprise entre ${thisYear - 120} et ${thisYear}`,
      ],
      [
        { ...child(), annee_naissance: thisYear + 1 },
        `L’année de naissance doit être comprise entre ${thisYear - 120} et ${thisYear}`,
      ],
      [
        { ...child(), annee_naissance: 2015.5 },
        'L’année de naissance est une année sur quatre chiffres, par exemple 2015',
      ],
    ] as const;
    for (const [dependant, message] of cases) {
      const response = await openRegistration(
        registrationInput({ offer_id: offer.id, dependants: [dependant as never] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: [{ path: 'dependants.0.annee_naissance', message }],
      });
    }
    const unnamed = await openRegistration(
      registrationInput({ offer_id: offer.id, dependants: [{ prenom: '', nom: '', annee_naissance: 2016 }] }),
    );
    expect(unnamed.json().error.fields).toEqual([
      { path: 'dependants.0.prenom', message: 'Veuillez saisir le prénom' },
      { path: 'dependants.0.nom', message: 'Veuillez saisir le nom' },
    ]);
  });

  it('counts children in the household’s size, and refuses them on an offer for one person', async () => {
    const couple = await createHouseholdOffer(t.db, { name: 'Foyer de deux enfants', household_size: 2 });
    const tooMany = await openRegistration(
      registrationInput({
        offer_id: couple.id,
        household: [{ prenom: 'Paul', nom: 'Moreau', email: 'paul-deux@exemple.fr' }],
        dependants: [child()],
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      code: 'HOUSEHOLD_TOO_LARGE',
      message: 'Ce foyer compte au plus 2 personnes, vous compris',
    });
    const single = await createOffer(t.db, { name: 'Individuelle enfant' });
    const refused = await openRegistration(registrationInput({ offer_id: single.id, dependants: [child()] }));
    expect(refused.json().error.fields).toEqual([
      { path: 'household', message: 'Cette offre est individuelle : elle ne couvre pas d’autres personnes' },
    ]);
  });
});

describe('the child on /adhesion, in the register and the payments ledger', () => {
  it('shows the payer her household’s child, and nobody else', async () => {
    const { payer } = await familyWithAChild('adhesion');
    await t.db.update(users).set({ is_active: true }).where(eq(users.id, payer.id));
    const cookie = await signedInAs(t.ctx, payer);
    const household = await get('/api/members/me/household', cookie);
    expect(household.statusCode).toBe(200);
    expect(household.json()).toEqual({
      members: [{ prenom: 'Paul', nom: 'Moreau', email: 'paul-adhesion@exemple.fr', status: 'member' }],
      dependants: [child()],
    });
    const other = await signedInAs(t.ctx, await createMember(t.db));
    expect((await get('/api/members/me/household', other)).json()).toEqual({ members: [], dependants: [] });
    expect((await get('/api/members/me/household')).statusCode).toBe(401);
  });

  it('names the child on the payer’s membership for an administrator only', async () => {
    const { payer, payerMembership } = await familyWithAChild('registre');
    const url = `/api/admin/users/${payer.id}/adhesions`;
    const response = await get(url, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: payerMembership.id, household_payer: null, dependants: [child()] }),
    ]);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await signedInAs(t.ctx, await createMember(t.db)))).statusCode).toBe(403);
    const paul = await t.db.select().from(users).where(eq(users.email, 'paul-registre@exemple.fr'));
    const paulMemberships = await get(`/api/admin/users/${paul[0]?.id}/adhesions`, adminCookie);
    expect(paulMemberships.json()).toEqual([expect.objectContaining({ dependants: [] })]);
  });

  it('counts the child among the people the household’s one payment covers', async () => {
    const { payer } = await familyWithAChild('paiements');
    const ledger = await get('/api/admin/payments', adminCookie);
    expect(ledger.statusCode).toBe(200);
    const lines: { user_id: string | null; people: number }[] = ledger.json().items;
    expect(lines.filter((line) => line.user_id === payer.id)).toEqual([
      expect.objectContaining({ people: 3 }),
    ]);
  });
});

describe('a renewal with a child', () => {
  it('records the child, and fills the renewal form in again with her', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Famille renouvellement' });
    const member = await createMember(t.db);
    await addAdhesion(t.db, member.id, { startedDaysAgo: 400 });
    const cookie = await signedInAs(t.ctx, member);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie },
      payload: { offer_id: offer.id, dependants: [child('Tom')] },
    });
    expect(checkout.statusCode).toBe(200);
    const paid = await payOnSimulatedPage(t.app, checkout.json().url);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/finalize',
      headers: { cookie },
      payload: { session_id: paid.searchParams.get('session_id') },
    });
    expect(renewed.json()).toMatchObject({ montant: 15, household: [{ prenom: 'Tom', nom: 'Moreau' }] });
    expect((await get('/api/members/me/household', cookie)).json()).toEqual({
      members: [],
      dependants: [child('Tom')],
    });
  });

  it('refuses a year beside its field on renewal too, and answers 401 signed out', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Famille renouvellement refus' });
    const member = await createMember(t.db);
    await addAdhesion(t.db, member.id, { startedDaysAgo: 400 });
    const payload = { offer_id: offer.id, dependants: [{ ...child(), annee_naissance: 1700 }] };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie: await signedInAs(t.ctx, member) },
      payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0].path).toBe('dependants.0.annee_naissance');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
