import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, associationSettings, auditLog, membershipOffers } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, addHouseholdMembership } from '../../testing/members-factories.ts';
import { createHouseholdOffer, createOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { announceSettingsChange } from '../settings/settings-cache.ts';

let t: TestApp;
let adminCookie: string;
let reduced: Awaited<ReturnType<typeof createOffer>>;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  reduced = await createOffer(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const cheque = { montant: 3, date_debut: '2026-03-01', mode_paiement: 'Chèque' };
const addFor = async (payload: object) =>
  call('POST', `/api/admin/users/${(await createMember(t.db)).id}/adhesions`, adminCookie, payload);

const offerNamed = async (name: string) => {
  const [offer] = await t.db.select().from(membershipOffers).where(eq(membershipOffers.name, name));
  if (!offer) throw new Error(`${name} manque`);
  return offer;
};

describe('an offer chosen in the administrator’s membership form', () => {
  it('records the offer, its type and the amount typed, named in the answer and the journal', async () => {
    const response = await addFor({ ...cheque, offer_id: reduced.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      offer_id: reduced.id,
      offer_name: 'Tarif réduit',
      type: 'standard',
      montant: 3,
      household_payer: null,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target_id, response.json().id));
    expect(entry?.changes).toMatchObject({ offre: { before: null, after: 'Tarif réduit' } });
  });

  it('takes the status of the offer whatever type is sent, and admin-only offers too', async () => {
    const founder = await offerNamed('Membre Fondateur');
    const response = await addFor({ ...cheque, montant: 0, offer_id: founder.id, type: 'standard' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'bienfaiteur', offer_name: 'Membre Fondateur' });
  });

  it('without an offer, takes the offer of the type sent, Membre Ordinaire when none is (the spec’s form)', async () => {
    const premium = await addFor({ ...cheque, type: 'premium' });
    expect(premium.json()).toMatchObject({ type: 'premium', offer_name: 'Membre Actif' });
    const none = await addFor(cheque);
    expect(none.json()).toMatchObject({ type: 'standard', offer_name: 'Membre Ordinaire' });
  });

  it('refuses an archived offer beside its field, 404 for an unknown one, and records nothing', async () => {
    const archived = await createOffer(t.db, { name: 'Tarif 2020', archived_at: new Date() });
    const member = await createMember(t.db);
    const refused = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, {
      ...cheque,
      offer_id: archived.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { path: 'offer_id', message: 'Cette offre est archivée : choisissez-en une autre' },
    ]);
    const unknown = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, {
      ...cheque,
      offer_id: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('OFFER_NOT_FOUND');
    const badId = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, {
      ...cheque,
      offer_id: 'tarif',
    });
    expect(badId.json().error.fields).toEqual([{ path: 'offer_id', message: 'Veuillez choisir une offre' }]);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toEqual([]);
  });

  it('ends a membership at the next season start, or a season later in its last weeks', async () => {
    await t.db
      .insert(associationSettings)
      .values({ id: 1, season_start_month: 9, season_early_weeks: 4 })
      .onConflictDoUpdate({
        target: associationSettings.id,
        set: { season_start_month: 9, season_early_weeks: 4 },
      });
    await announceSettingsChange(t.db);
    try {
      const march = await addFor({ ...cheque, date_debut: '2026-03-01' });
      expect(march.json()).toMatchObject({ date_debut: '2026-03-01', date_fin: '2026-09-01' });
      const august = await addFor({ ...cheque, date_debut: '2026-08-20' });
      expect(august.json()).toMatchObject({ date_debut: '2026-08-20', date_fin: '2027-09-01' });
    } finally {
      await t.db.update(associationSettings).set({ season_start_month: null, season_early_weeks: null });
      await announceSettingsChange(t.db);
    }
  });
});

describe('a correction of the offer', () => {
  const edit = { montant: 10, date_debut: '2026-01-01', date_fin: '2027-01-01', statut: 'active' };

  it('changes offer and mode together, the type following, journalled', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id, {
      offer_id: reduced.id,
      montant_cents: 300,
    });
    const actif = await offerNamed('Membre Actif');
    const response = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      offer_id: actif.id,
      mode_paiement: 'Espèce',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      offer_name: 'Membre Actif',
      type: 'premium',
      mode_paiement: 'Espèce',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, row.id), eq(auditLog.action, 'membership.update')));
    expect(entry?.changes).toMatchObject({
      offre: { before: 'Tarif réduit', after: 'Membre Actif' },
      type: { before: 'Membre Ordinaire', after: 'Membre Actif' },
      mode_paiement: { before: 'Carte Bancaire', after: 'Espèce' },
    });
  });

  it('keeps the offer a correction leaves out, even archived since; a new type alone brings its offer', async () => {
    const soon = await createOffer(t.db, { name: 'Tarif bientôt archivé' });
    const row = await addAdhesion(t.db, (await createMember(t.db)).id, { offer_id: soon.id });
    await t.db
      .update(membershipOffers)
      .set({ archived_at: new Date() })
      .where(eq(membershipOffers.id, soon.id));
    const kept = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, edit);
    expect(kept.json()).toMatchObject({ offer_id: soon.id, type: 'standard' });
    const sameOffer = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      offer_id: soon.id,
    });
    expect(sameOffer.statusCode).toBe(200);
    const byType = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      type: 'premium',
    });
    expect(byType.json()).toMatchObject({ offer_name: 'Membre Actif', type: 'premium' });
  });

  it('never changes a recorded amount when the offer’s price changes', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id, {
      offer_id: reduced.id,
      montant_cents: 300,
    });
    await t.db.update(membershipOffers).set({ price_cents: 400 }).where(eq(membershipOffers.id, reduced.id));
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, row.id));
    expect(after?.montant_cents).toBe(300);
    await t.db.update(membershipOffers).set({ price_cents: 300 }).where(eq(membershipOffers.id, reduced.id));
  });
});

describe('a household member’s membership', () => {
  it('names its offer and who paid in the register, and its offer in the member’s own list', async () => {
    const household = await createHouseholdOffer(t.db);
    const payer = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
    const paid = await addAdhesion(t.db, payer.id, { offer_id: household.id, montant_cents: 1500 });
    const child = await createMember(t.db, { prenom: 'Léa', nom: 'Martin' });
    await addHouseholdMembership(t.db, paid, child.id);
    const register = await call(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(child.email)}`,
      adminCookie,
    );
    expect(register.json().items[0]).toMatchObject({
      adhesion: { montant: 0, has_attestation: true },
      adhesion_offer: {
        offer_id: household.id,
        offer_name: 'Foyer (jusqu’à 4 personnes)',
        household_payer: 'Paul Martin',
      },
    });
    const mine = await call('GET', '/api/members/me/adhesions', await signedInAs(t.ctx, child));
    // Her history and dashboard name the offer she holds, not her « Membre Ordinaire » status.
    expect(mine.json()).toEqual([
      expect.objectContaining({ offer_name: 'Foyer (jusqu’à 4 personnes)', type: 'standard' }),
    ]);
    expect(mine.json()[0]).not.toHaveProperty('household_payer');
  });
});
