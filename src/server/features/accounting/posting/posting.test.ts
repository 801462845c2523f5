import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../../domain/members.ts';
import { accountingYears, adhesions } from '../../../db/schema.ts';
import { createAccountingYear } from '../../../testing/accounting-factories.ts';
import { payOnSimulatedPage } from '../../../testing/checkout-pages.ts';
import { createAdmin, createMember, signedInAs } from '../../../testing/factories.ts';
import { apiCaller } from '../../../testing/materials-factories.ts';
import { addAdhesion, isoDaysFromToday } from '../../../testing/members-factories.ts';
import { giftsOf, onlineDonationInput, payDonation } from '../../../testing/online-donations.ts';
import { postedFor } from '../../../testing/posting-factories.ts';
import { findRegistered, payRegistration, registrationInput } from '../../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// Every received payment and gift in money posts its entry in the transaction that records it;
// these tests read the books a treasurer would read after each path.

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  // This year, open, covering today and the days the tests record on.
  await createAccountingYear(t.db, { start_date: isoDaysFromToday(-200), end_date: isoDaysFromToday(160) });
});
afterAll(() => t.close());

const recordMembership = async (payload: object) => {
  const member = await createMember(t.db, { prenom: 'Lucie', nom: 'Posée' });
  const response = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, {
    type: 'standard',
    montant: 20,
    date_debut: isoDaysFromToday(-10),
    mode_paiement: 'Chèque',
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return { member, id: response.json().id as string };
};

describe('a membership recorded by an administrator', () => {
  it.each([
    ['Chèque', '5112'],
    ['Espèce', '530'],
    ['Virement', '512'],
    ['Carte Bancaire', '512'],
  ])('paid by %s posts one receipt: %s debited, 756 credited', async (mode, treasury) => {
    const { member, id } = await recordMembership({ mode_paiement: mode });
    const [entry, ...others] = await postedFor(t.db, 'adhesion', id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'recette',
      date: isoDaysFromToday(-10),
      label: 'Cotisation — Lucie Posée (Membre Ordinaire)',
      user_id: member.id,
      source_id: id,
    });
    expect(entry?.piece_number).toBeGreaterThan(0);
    expect(entry?.lines).toEqual([
      { code: treasury, debit: 2000, credit: 0 },
      { code: '756', debit: 0, credit: 2000 },
    ]);
  });

  it('rewrites its entry when its amount, mode or day changes, and reverses it when deleted', async () => {
    const { id } = await recordMembership({});
    const [posted] = await postedFor(t.db, 'adhesion', id);
    const changed = await call('PUT', `/api/admin/adhesions/${id}`, adminCookie, {
      type: 'standard',
      montant: 35,
      date_debut: isoDaysFromToday(-12),
      date_fin: isoDaysFromToday(300),
      statut: 'active',
      mode_paiement: 'Espèce',
    });
    expect(changed.statusCode).toBe(200);
    const [rewritten, ...others] = await postedFor(t.db, 'adhesion', id);
    expect(others).toEqual([]);
    expect(rewritten).toMatchObject({ id: posted?.id, date: isoDaysFromToday(-12) });
    expect(rewritten?.lines).toEqual([
      { code: '530', debit: 3500, credit: 0 },
      { code: '756', debit: 0, credit: 3500 },
    ]);

    expect((await call('DELETE', `/api/admin/adhesions/${id}`, adminCookie)).statusCode).toBe(200);
    const [kept, reversal] = await postedFor(t.db, 'adhesion', id);
    expect(kept?.id).toBe(posted?.id);
    expect(reversal).toMatchObject({
      date: todayIso(),
      label: 'Annulation — Cotisation — Lucie Posée (Membre Ordinaire)',
      source_kind: 'adhesion-annulation',
      source_id: id,
    });
    expect(reversal?.lines).toEqual([
      { code: '530', debit: 0, credit: 3500 },
      { code: '756', debit: 3500, credit: 0 },
    ]);
  });

  it('corrects a change of a closed year by a reversal and a new entry today, in the open year', async () => {
    const closed = await createAccountingYear(t.db, { start_date: '2020-01-01', end_date: '2020-12-31' });
    const { id } = await recordMembership({ date_debut: '2020-05-04', mode_paiement: 'Virement' });
    expect((await postedFor(t.db, 'adhesion', id))[0]).toMatchObject({
      date: '2020-05-04',
      year_id: closed.id,
    });
    await t.db
      .update(accountingYears)
      .set({ closed_at: new Date(), result_cents: 0 })
      .where(eq(accountingYears.id, closed.id));
    const changed = await call('PUT', `/api/admin/adhesions/${id}`, adminCookie, {
      type: 'standard',
      montant: 25,
      date_debut: '2020-05-04',
      date_fin: '2021-05-03',
      statut: 'active',
      mode_paiement: 'Virement',
    });
    expect(changed.statusCode).toBe(200);
    const [original, reversal, again, ...others] = await postedFor(t.db, 'adhesion', id);
    expect(others).toEqual([]);
    expect(original).toMatchObject({ date: '2020-05-04', year_id: closed.id });
    expect(reversal).toMatchObject({ date: todayIso(), source_id: id, source_kind: 'adhesion-annulation' });
    expect(reversal?.lines).toEqual([
      { code: '512', debit: 0, credit: 2000 },
      { code: '756', debit: 2000, credit: 0 },
    ]);
    expect(again).toMatchObject({ date: todayIso(), source_id: `${id}:2`, kind: 'recette' });
    expect(again?.lines).toEqual([
      { code: '512', debit: 2500, credit: 0 },
      { code: '756', debit: 0, credit: 2500 },
    ]);
    // Recorded again unchanged, the books stay as they are.
    await call('PUT', `/api/admin/adhesions/${id}`, adminCookie, {
      type: 'standard',
      montant: 25,
      date_debut: '2020-05-04',
      date_fin: '2021-05-03',
      statut: 'active',
      mode_paiement: 'Virement',
    });
    const after = await postedFor(t.db, 'adhesion', id);
    expect(after).toHaveLength(3);
  });

  it('posts nothing when no year covers its day', async () => {
    const { id } = await recordMembership({ date_debut: '2010-03-01' });
    expect(await postedFor(t.db, 'adhesion', id)).toEqual([]);
  });
});

describe('a payment online through the provider', () => {
  it('posts a sign-up’s fee on the provider’s clearing account, and reverses it when refused and refunded', async () => {
    const input = registrationInput({ prenom: 'Inès', nom: 'Enligne' });
    const sessionId = await payRegistration(t.app, input);
    const finalize = () =>
      t.app.inject({ method: 'POST', url: '/api/registration/finalize', payload: { session_id: sessionId } });
    // The return page and its reload at once: one membership, one entry.
    await Promise.all([finalize(), finalize()]);
    const { users: created, memberships } = await findRegistered(t.db, input.email);
    const [membership] = memberships;
    if (!membership || !created[0]) throw new Error('inscription absente');
    const [entry, ...others] = await postedFor(t.db, 'adhesion', membership.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ date: membership.date_paiement, user_id: created[0].id, kind: 'recette' });
    expect(entry?.lines).toEqual([
      { code: '51159', debit: membership.montant_cents, credit: 0 },
      { code: '756', debit: 0, credit: membership.montant_cents },
    ]);

    const refused = await call('POST', `/api/admin/pending-users/${created[0].id}/refuse`, adminCookie, {
      reason: 'Association réservée aux habitants de la commune.',
    });
    expect(refused.statusCode).toBe(200);
    const [, reversal] = await postedFor(t.db, 'adhesion', membership.id);
    expect(reversal).toMatchObject({ date: todayIso(), source_kind: 'adhesion-annulation' });
    expect(reversal?.lines).toEqual([
      { code: '51159', debit: 0, credit: membership.montant_cents },
      { code: '756', debit: membership.montant_cents, credit: 0 },
    ]);
  });

  it('posts a renewal paid online once', async () => {
    const member = await createMember(t.db);
    await addAdhesion(t.db, member.id, { startedDaysAgo: 400 });
    const cookie = await signedInAs(t.ctx, member);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie },
      payload: {},
    });
    expect(checkout.statusCode).toBe(200);
    const paid = await payOnSimulatedPage(t.app, checkout.json().url);
    const sessionId = paid.searchParams.get('session_id') ?? '';
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/finalize',
      headers: { cookie },
      payload: { session_id: sessionId },
    });
    expect(renewed.statusCode).toBe(200);
    const [latest] = await t.db
      .select()
      .from(adhesions)
      .where(eq(adhesions.user_id, member.id))
      .orderBy(adhesions.date_debut)
      .then((rows) => rows.reverse());
    if (!latest) throw new Error('renouvellement absent');
    const posted = await postedFor(t.db, 'adhesion', latest.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.lines[0]).toEqual({ code: '51159', debit: latest.montant_cents, credit: 0 });
  });

  it('posts a gift online to 7541 on the clearing account', async () => {
    const input = onlineDonationInput({ prenom: 'Paul', nom: 'Généreux', amount: 80 });
    const sessionId = await payDonation(t.app, input);
    await t.app.inject({
      method: 'POST',
      url: '/api/donations/finalize',
      payload: { session_id: sessionId },
    });
    const [gift] = await giftsOf(t.db, input.email);
    if (!gift) throw new Error('don absent');
    const [entry, ...others] = await postedFor(t.db, 'don', gift.donation.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ label: 'Don — Paul Généreux', date: gift.donation.donated_on });
    expect(entry?.lines).toEqual([
      { code: '51159', debit: 8000, credit: 0 },
      { code: '7541', debit: 0, credit: 8000 },
    ]);
  });
});

describe('a gift recorded by an administrator', () => {
  const gift = (overrides: object = {}) => ({
    user_id: null,
    prenom: 'Paul',
    nom: 'Chèque',
    email: '',
    adresse: '',
    code_postal: '',
    ville: '',
    amount: 150,
    donated_on: isoDaysFromToday(-5),
    nature: 'numeraire',
    mode_paiement: 'Chèque',
    in_kind_description: null,
    receipt_wanted: false,
    note: '',
    ...overrides,
  });

  it('posts a cheque to 5112 and 7541, rewrites it when changed and reverses it when deleted', async () => {
    const created = await call('POST', '/api/admin/donations', adminCookie, gift());
    expect(created.statusCode).toBe(201);
    const id: string = created.json().donation.id;
    const [entry] = await postedFor(t.db, 'don', id);
    expect(entry).toMatchObject({ label: 'Don — Paul Chèque', date: isoDaysFromToday(-5) });
    expect(entry?.lines).toEqual([
      { code: '5112', debit: 15_000, credit: 0 },
      { code: '7541', debit: 0, credit: 15_000 },
    ]);
    const changed = await call('PUT', `/api/admin/donations/${id}`, adminCookie, gift({ amount: 120 }));
    expect(changed.statusCode).toBe(200);
    const [rewritten, ...others] = await postedFor(t.db, 'don', id);
    expect(others).toEqual([]);
    expect(rewritten?.lines[1]).toEqual({ code: '7541', debit: 0, credit: 12_000 });
    expect((await call('DELETE', `/api/admin/donations/${id}`, adminCookie)).statusCode).toBe(200);
    const [, reversal] = await postedFor(t.db, 'don', id);
    expect(reversal?.lines).toEqual([
      { code: '5112', debit: 0, credit: 12_000 },
      { code: '7541', debit: 12_000, credit: 0 },
    ]);
  });

  it('posts a company’s gift to 7542 Mécénat', async () => {
    const created = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      gift({
        donor_kind: 'entreprise',
        raison_sociale: 'Boulangerie Dupain',
        siren: '732829320',
        mode_paiement: 'Virement',
      }),
    );
    expect(created.statusCode).toBe(201);
    const [entry] = await postedFor(t.db, 'don', created.json().donation.id);
    expect(entry).toMatchObject({ label: 'Don — Boulangerie Dupain' });
    expect(entry?.lines).toEqual([
      { code: '512', debit: 15_000, credit: 0 },
      { code: '7542', debit: 0, credit: 15_000 },
    ]);
  });

  it('posts nothing for a gift in kind', async () => {
    const created = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      gift({ nature: 'nature', mode_paiement: null, in_kind_description: 'Un vidéoprojecteur' }),
    );
    expect(created.statusCode).toBe(201);
    expect(await postedFor(t.db, 'don', created.json().donation.id)).toEqual([]);
  });
});
