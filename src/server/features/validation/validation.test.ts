import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, mailOutbox, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createOffer } from '../../testing/offers-factories.ts';
import { planOf } from '../../testing/query-plan.ts';
import { payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { awaitingValidation } from './service.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

async function registerAndPay(offerId?: string) {
  const input = registrationInput(offerId ? { offer_id: offerId } : {});
  const sessionId = await payRegistration(t.app, input);
  await t.app.inject({
    method: 'POST',
    url: '/api/registration/finalize',
    payload: { session_id: sessionId },
  });
  const [user] = await t.db.select().from(users).where(eq(users.email, input.email));
  if (!user) throw new Error('inscription non créée');
  return user;
}

const listPending = (cookie?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/pending-users${query}`,
    headers: cookie ? { cookie } : {},
  });
const pendingIds = async (query = '') =>
  (await listPending(adminCookie, query)).json().items.map((u: { id: string }) => u.id);
const validate = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/pending-users/${id}/validate`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/admin/pending-users', () => {
  it('lists inactive accounts oldest first, with the fields the admin needs', async () => {
    const first = await registerAndPay();
    const second = await registerAndPay();
    const response = await listPending(adminCookie);
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((u: { id: string }) => u.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(response.json().items.find((u: { id: string }) => u.id === first.id)).toEqual({
      id: first.id,
      prenom: first.prenom,
      nom: first.nom,
      email: first.email,
      adresse: first.adresse,
      code_postal: first.code_postal,
      ville: first.ville,
      created_at: first.createdAt.toISOString(),
      membership: {
        id: expect.any(String),
        offer_name: 'Membre Ordinaire',
        montant: 7.5,
        mode_paiement: 'Carte Bancaire',
        paid_online: true,
        reduced_price_condition: null,
        household_payer: null,
      },
    });
  });

  it('shows the offer, the amount paid and the condition of a reduced price the visitor chose', async () => {
    const reduced = await createOffer(t.db, { name: 'Tarif étudiant', price: 4, condition: 'étudiants' });
    const visitor = await registerAndPay(reduced.id);
    const [card] = (await listPending(adminCookie, `?search=${encodeURIComponent(visitor.email)}`)).json()
      .items;
    expect(card.membership).toMatchObject({
      offer_name: 'Tarif étudiant',
      montant: 4,
      paid_online: true,
      reduced_price_condition: 'étudiants',
    });
    const withoutOne = await createMember(t.db, { is_active: false });
    const [bare] = (await listPending(adminCookie, `?search=${encodeURIComponent(withoutOne.email)}`)).json()
      .items;
    expect(bare.membership).toBeNull();
  });

  it('pages and searches, accents and case aside, among pending accounts only', async () => {
    const waiting = [];
    for (let i = 0; i < 3; i++) {
      waiting.push(await createMember(t.db, { prenom: 'Léonie', nom: `Patiente${i}`, is_active: false }));
    }
    await createMember(t.db, { prenom: 'Léonie', nom: 'Patiente-Validée' });
    const page1 = (await listPending(adminCookie, '?search=LEONIE%20patiente&pageSize=2')).json();
    expect(page1).toMatchObject({ total: 3, totalIsEstimate: false, page: 1, pageSize: 2 });
    expect(page1.items.map((u: { id: string }) => u.id)).toEqual([waiting[0]?.id, waiting[1]?.id]);
    expect(await pendingIds('?search=leonie%20patiente&pageSize=2&page=2')).toEqual([waiting[2]?.id]);
  });

  it('answers 400 for a search over 100 characters or a page size over 100', async () => {
    const long = await listPending(adminCookie, `?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0]).toEqual({ path: 'search', message: 'Recherche trop longue' });
    expect((await listPending(adminCookie, '?pageSize=1000')).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await listPending()).statusCode).toBe(401);
    const forbidden = await listPending(memberCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Accès réservé aux administrateurs');
  });
});

describe('pending accounts count', () => {
  // Counted on every page of the list: from the partial index alone, never from the table's rows.
  it('reads only the index of accounts awaiting validation', async () => {
    const pending = t.db.select({ total: count() }).from(users).where(awaitingValidation);
    expect(await planOf(t.db, pending, ['enable_bitmapscan'])).toContain(
      'Index Only Scan using users_pending_created_idx',
    );
  });
});

describe('POST /api/admin/pending-users/:id/validate', () => {
  it('activates the account and its paid membership, mails the member, and takes them off the list', async () => {
    const user = await registerAndPay();
    const response = await validate(user.id, adminCookie);
    expect(response.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.is_active).toBe(true);
    const [membership] = await t.db.select().from(adhesions).where(eq(adhesions.user_id, user.id));
    expect(membership?.statut).toBe('active');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toContain('Votre compte est validé');
    expect(await pendingIds(`?search=${encodeURIComponent(user.email)}`)).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'secret-123' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an account that is already active', async () => {
    const member = await createMember(t.db);
    expect((await validate(member.id, adminCookie)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await validate('pas-un-id', adminCookie);
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const user = await registerAndPay();
    expect((await validate(user.id)).statusCode).toBe(401);
    expect((await validate(user.id, memberCookie)).statusCode).toBe(403);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.is_active).toBe(false);
  });
});
