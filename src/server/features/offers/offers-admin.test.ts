import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, auditLog, checkoutSessions, membershipOffers } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createOffer } from '../../testing/offers-factories.ts';
import { createSecondTestApp, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db, { prenom: 'Alice', nom: 'Admin' }));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

let names = 0;
/** The body of an offer as `createOffer` writes it, with these changes. */
const asCreated = (name: string, overrides: object = {}) =>
  reducedOffer({ name, description: '', benefits: [], ...overrides });

/** A valid « Tarif réduit » whose name no other test uses. */
const reducedOffer = (overrides: object = {}) => ({
  name: `Tarif réduit ${++names}`,
  description: 'Pour celles et ceux qui en ont besoin',
  benefits: ['Un espace membre personnel', 'Les événements de l’association'],
  type: 'standard',
  pricing: 'reduit',
  price: 3,
  min_price: null,
  condition: 'étudiants, demandeurs d’emploi',
  household_size: null,
  open_to_registration: true,
  open_to_renewal: true,
  position: 10,
  archived: false,
  ...overrides,
});

const journalOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, 'offer'), eq(auditLog.target_id, id)));

describe('GET /api/admin/offers', () => {
  it("lists the spec's three offers first, each with how many memberships chose it", async () => {
    const member = await createMember(t.db);
    await addAdhesion(t.db, member.id, { startedDaysAgo: 400, statut: 'expired' });
    await addAdhesion(t.db, member.id, { startedDaysAgo: 10 });
    const response = await call('GET', '/api/admin/offers', adminCookie);
    expect(response.statusCode).toBe(200);
    const [ordinary, active, founder] = response.json();
    expect(ordinary).toMatchObject({
      name: 'Membre Ordinaire',
      type: 'standard',
      pricing: 'fixe',
      price: 7.5,
      open_to_registration: true,
      open_to_renewal: true,
      archived: false,
      memberships: 2,
    });
    expect(ordinary.benefits).toContain('Un espace membre personnel');
    expect(active).toMatchObject({
      name: 'Membre Actif',
      price: 10,
      open_to_registration: false,
      memberships: 0,
    });
    expect(founder).toMatchObject({ name: 'Membre Fondateur', price: 0, open_to_renewal: false });
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/offers')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/offers', memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/offers', () => {
  it('creates a reduced price, a « prix libre » and a household, each journalled', async () => {
    const reduced = await call(
      'POST',
      '/api/admin/offers',
      adminCookie,
      reducedOffer({ name: ' Tarif réduit ' }),
    );
    expect(reduced.statusCode).toBe(201);
    expect(reduced.json()).toMatchObject({
      name: 'Tarif réduit',
      price: 3,
      condition: 'étudiants, demandeurs d’emploi',
      memberships: 0,
    });

    const free = await call(
      'POST',
      '/api/admin/offers',
      adminCookie,
      reducedOffer({ name: 'Prix libre', pricing: 'libre', price: 20, min_price: 5, condition: '' }),
    );
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ pricing: 'libre', price: 20, min_price: 5, condition: null });

    const household = await call(
      'POST',
      '/api/admin/offers',
      adminCookie,
      reducedOffer({
        name: 'Foyer (jusqu’à 4 personnes)',
        pricing: 'fixe',
        price: 15,
        condition: null,
        household_size: 4,
      }),
    );
    expect(household.statusCode).toBe(201);
    expect(household.json()).toMatchObject({ household_size: 4, price: 15 });

    const [entry] = await journalOf(reduced.json().id);
    expect(entry).toMatchObject({
      action: 'offer.create',
      actor_name: 'Alice Admin',
      target_label: 'Tarif réduit',
    });
    expect(entry?.changes).toMatchObject({
      price: { before: null, after: 3 },
      pricing: { before: null, after: 'Tarif réduit' },
      type: { before: null, after: 'Membre Ordinaire' },
      archived: { before: null, after: false },
    });
  });

  it('names each invalid field in French and saves nothing', async () => {
    const cases: [object, { path: string; message: string }][] = [
      [{ name: ' ' }, { path: 'name', message: 'Le nom est requis' }],
      [{ name: 'a'.repeat(101) }, { path: 'name', message: '100 caractères au plus' }],
      [{ name: 'Deux\nlignes' }, { path: 'name', message: expect.stringContaining('une seule ligne') }],
      [{ description: 'a'.repeat(1001) }, { path: 'description', message: '1000 caractères au plus' }],
      [{ benefits: Array(13).fill('Un avantage') }, { path: 'benefits', message: '12 avantages au plus' }],
      [{ benefits: ['a'.repeat(201)] }, { path: 'benefits.0', message: '200 caractères au plus' }],
      [{ price: -1 }, { path: 'price', message: 'Le montant doit être compris entre 0 et 10\u202f000 €' }],
      [
        { price: 10_000.01 },
        { path: 'price', message: 'Le montant doit être compris entre 0 et 10\u202f000 €' },
      ],
      [{ price: 3.333 }, { path: 'price', message: 'Le montant a au plus deux décimales' }],
      [
        { pricing: 'reduit', condition: '' },
        { path: 'condition', message: 'Indiquez à qui le tarif réduit est réservé' },
      ],
      [
        { pricing: 'fixe', condition: 'étudiants' },
        { path: 'condition', message: 'Seul un tarif réduit a une condition' },
      ],
      [
        { pricing: 'libre', condition: null, min_price: null },
        { path: 'min_price', message: 'Indiquez le montant minimum du prix libre' },
      ],
      [
        { pricing: 'libre', condition: null, price: 5, min_price: 8 },
        { path: 'min_price', message: 'Le montant minimum ne peut pas dépasser le montant suggéré' },
      ],
      [{ min_price: 1 }, { path: 'min_price', message: 'Seul un prix libre a un montant minimum' }],
      [{ household_size: 1 }, { path: 'household_size', message: 'Un foyer compte de 2 à 10 personnes' }],
      [{ household_size: 11 }, { path: 'household_size', message: 'Un foyer compte de 2 à 10 personnes' }],
      [{ type: 'vip' }, { path: 'type', message: 'Statut de membre invalide' }],
      [{ position: -1 }, { path: 'position', message: 'La position ne peut pas être négative' }],
    ];
    const before = await t.db.select().from(membershipOffers);
    for (const [change, field] of cases) {
      const response = await call('POST', '/api/admin/offers', adminCookie, reducedOffer(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.fields, JSON.stringify(change)).toContainEqual(field);
    }
    expect(await t.db.select().from(membershipOffers)).toHaveLength(before.length);
  });

  it('answers 409 on the name field for a name taken, whatever its accents and case', async () => {
    await createOffer(t.db, { name: 'Tarif étudiant' });
    for (const name of ['Tarif étudiant', 'tarif ÉTUDIANT', 'Tarif Etudiant']) {
      const response = await call('POST', '/api/admin/offers', adminCookie, reducedOffer({ name }));
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error).toEqual({
        code: 'OFFER_NAME_TAKEN',
        message: 'Une offre porte déjà ce nom',
        fields: [{ path: 'name', message: 'Une offre porte déjà ce nom' }],
      });
    }
  });

  it('answers 401 signed out and 403 to a member, and creates nothing', async () => {
    const body = reducedOffer({ name: 'Offre interdite' });
    expect((await call('POST', '/api/admin/offers', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/offers', memberCookie, body)).statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(membershipOffers)
      .where(eq(membershipOffers.name, 'Offre interdite'));
    expect(rows).toEqual([]);
  });
});

describe('PUT /api/admin/offers/:id', () => {
  it('changes the price for the memberships to come only, and journals the change', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif jeune' });
    const member = await createMember(t.db);
    const [membership] = await t.db
      .insert(adhesions)
      .values({
        user_id: member.id,
        offer_id: offer.id,
        montant_cents: 300,
        date_debut: '2026-01-10',
        date_fin: '2027-01-10',
      })
      .returning();
    const response = await call(
      'PUT',
      `/api/admin/offers/${offer.id}`,
      adminCookie,
      asCreated('Tarif jeune', { price: 4, type: 'premium' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 4, type: 'premium', memberships: 1 });
    const [kept] = await t.db
      .select()
      .from(adhesions)
      .where(eq(adhesions.id, membership?.id ?? ''));
    expect(kept).toMatchObject({ montant_cents: 300, type: 'standard', offer_id: offer.id });

    const entries = await journalOf(offer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'offer.update' });
    expect(entries[0]?.changes).toEqual({
      price: { before: 3, after: 4 },
      type: { before: 'Membre Ordinaire', after: 'Membre Actif' },
    });
  });

  it('archives an offer, which no page offers any more, then restores it', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif saison' });
    const archived = await call(
      'PUT',
      `/api/admin/offers/${offer.id}`,
      adminCookie,
      asCreated('Tarif saison', { archived: true }),
    );
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    const list = (await call('GET', '/api/admin/offers', adminCookie)).json();
    expect(list.at(-1)).toMatchObject({ id: offer.id, archived: true });

    const restored = await call(
      'PUT',
      `/api/admin/offers/${offer.id}`,
      adminCookie,
      asCreated('Tarif saison'),
    );
    expect(restored.json().archived).toBe(false);
    const changes = (await journalOf(offer.id)).map((entry) => entry.changes);
    expect(changes).toEqual([
      { archived: { before: false, after: true } },
      { archived: { before: true, after: false } },
    ]);
  });

  it('journals a second save without changes not at all, and keeps its own name', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif inchangé' });
    const body = asCreated('Tarif inchangé', { position: 12 });
    for (let save = 0; save < 2; save++) {
      const response = await call('PUT', `/api/admin/offers/${offer.id}`, adminCookie, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Tarif inchangé', position: 12 });
    }
    const entries = await journalOf(offer.id);
    expect(entries.map((entry) => entry.changes)).toEqual([{ position: { before: 10, after: 12 } }]);
  });

  it("answers 409 for another offer's name, 404 for an unknown offer, 400 for a bad one", async () => {
    const offer = await createOffer(t.db, { name: 'Tarif chômeur' });
    const taken = await call(
      'PUT',
      `/api/admin/offers/${offer.id}`,
      adminCookie,
      reducedOffer({ name: 'membre ordinaire' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual([{ path: 'name', message: 'Une offre porte déjà ce nom' }]);
    const unknown = await call(
      'PUT',
      `/api/admin/offers/${crypto.randomUUID()}`,
      adminCookie,
      reducedOffer(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('OFFER_NOT_FOUND');
    const invalid = await call(
      'PUT',
      `/api/admin/offers/${offer.id}`,
      adminCookie,
      reducedOffer({ price: 20_000 }),
    );
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif protégé' });
    const body = reducedOffer({ name: 'Tarif volé', price: 0 });
    expect((await call('PUT', `/api/admin/offers/${offer.id}`, null, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/admin/offers/${offer.id}`, memberCookie, body)).statusCode).toBe(403);
    const [row] = await t.db.select().from(membershipOffers).where(eq(membershipOffers.id, offer.id));
    expect(row).toMatchObject({ name: 'Tarif protégé', price_cents: 300 });
  });
});

describe('DELETE /api/admin/offers/:id', () => {
  it('deletes an offer nobody chose, and journals what it was', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif oublié' });
    const response = await call('DELETE', `/api/admin/offers/${offer.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(membershipOffers).where(eq(membershipOffers.id, offer.id))).toEqual([]);
    const [entry] = await journalOf(offer.id);
    expect(entry).toMatchObject({ action: 'offer.delete', target_label: 'Tarif oublié' });
    expect(entry?.changes).toMatchObject({ price: { before: 3, after: null } });
  });

  it('refuses an offer a membership or an unfinished payment chose: it is to be archived', async () => {
    const [ordinary] = (await call('GET', '/api/admin/offers', adminCookie)).json();
    const byMembership = await call('DELETE', `/api/admin/offers/${ordinary.id}`, adminCookie);
    expect(byMembership.statusCode).toBe(409);
    expect(byMembership.json().error).toEqual({
      code: 'OFFER_IN_USE',
      message: 'Cette offre a servi à des adhésions : archivez-la plutôt',
    });

    const offer = await createOffer(t.db, { name: 'Tarif en cours de paiement' });
    await t.db.insert(checkoutSessions).values({
      purpose: 'renouvellement',
      provider: 'simulated',
      amount_cents: 300,
      user_id: (await createMember(t.db)).id,
      offer_id: offer.id,
    });
    const byCheckout = await call('DELETE', `/api/admin/offers/${offer.id}`, adminCookie);
    expect(byCheckout.statusCode).toBe(409);
    expect(await t.db.select().from(membershipOffers).where(eq(membershipOffers.id, offer.id))).toHaveLength(
      1,
    );
    expect(await journalOf(offer.id)).toEqual([]);
  });

  it('answers 404 for an unknown offer', async () => {
    const response = await call('DELETE', `/api/admin/offers/${crypto.randomUUID()}`, adminCookie);
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 to a member, and deletes nothing', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif gardé' });
    expect((await call('DELETE', `/api/admin/offers/${offer.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/offers/${offer.id}`, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(membershipOffers).where(eq(membershipOffers.id, offer.id))).toHaveLength(
      1,
    );
  });
});

describe('a changed offer', () => {
  it('prices the next renewal in every process at once, never a past membership', async () => {
    const other = await createSecondTestApp(t);
    try {
      const [ordinary] = (await call('GET', '/api/admin/offers', adminCookie)).json();
      const renewing = await createMember(t.db);
      const past = await addAdhesion(t.db, renewing.id, { startedDaysAgo: 400, statut: 'expired' });
      const { id: _id, memberships: _memberships, ...body } = ordinary;
      const saved = await call('PUT', `/api/admin/offers/${ordinary.id}`, adminCookie, { ...body, price: 9 });
      expect(saved.statusCode).toBe(200);

      const checkout = await other.app.inject({
        method: 'POST',
        url: '/api/members/me/renewal/checkout',
        headers: { cookie: await signedInAs(other.ctx, renewing) },
        payload: {},
      });
      expect(checkout.statusCode).toBe(200);
      const [session] = await t.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.user_id, renewing.id));
      expect(session?.amount_cents).toBe(900);
      const [kept] = await t.db.select().from(adhesions).where(eq(adhesions.id, past.id));
      expect(kept?.montant_cents).toBe(750);
      // The used offer can no longer be deleted.
      expect((await call('DELETE', `/api/admin/offers/${ordinary.id}`, adminCookie)).statusCode).toBe(409);
    } finally {
      await other.close();
    }
  });
});
