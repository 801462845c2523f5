import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, signIn, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  prenom: 'Hélène',
  nom: 'Vidal',
  email: `helene-${Math.random().toString(36).slice(2, 8)}@exemple.fr`,
  password: 'bienvenue1',
  telephone: '',
  adresse: '',
  code_postal: '',
  ville: 'Lyon',
  role: 'member',
  statut_membre: 'Membre Actif',
  fonction: 'Trésorier(e)',
  ...overrides,
});

describe('GET /api/admin/stats', () => {
  it('counts users, documents, structures and events exactly', async () => {
    const response = await call('GET', '/api/admin/stats', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: await t.db.$count(users),
      documents: 0,
      structures: 0,
      evenements: 0,
    });
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/stats')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/stats', memberCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('finds by part of the last name, first name or email in any case, with the membership shown', async () => {
    const found = await createMember(t.db, { prenom: 'Yvette', nom: 'Quenouillère' });
    await addAdhesion(t.db, found.id, { startedDaysAgo: 500 });
    const shown = await addAdhesion(t.db, found.id, { startedDaysAgo: 10 });
    await addAdhesion(t.db, found.id, { startedDaysAgo: 1, statut: 'pending' });
    for (const search of ['QUENOUIL', 'yvet', found.email.slice(0, 12).toUpperCase()]) {
      const response = await call(
        'GET',
        `/api/admin/users?search=${encodeURIComponent(search)}`,
        adminCookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(1);
      expect(response.json().items[0]).toMatchObject({
        id: found.id,
        role: 'member',
        statut_membre: 'Membre Ordinaire',
        fonction: 'Membre',
        last_sign_in_at: null,
        adhesion: { id: shown.id, statut: 'active', date_fin: shown.date_fin },
      });
    }
    expect(
      Object.keys((await call('GET', '/api/admin/users?search=yvette', adminCookie)).json().items[0]),
    ).not.toContain('password');
  });

  it('gives the membership held, with its type, amount and end, and none to a member who never paid', async () => {
    const never = await createMember(t.db, { nom: 'Jamais-Adhérent', statut_membre: 'Membre Actif' });
    const paid = await createMember(t.db, { nom: 'Adhérent-Payé', statut_membre: 'Membre Actif' });
    const held = await addAdhesion(t.db, paid.id, { montant_cents: 1250, type: 'premium' });
    const listed = async (id: string) => {
      const response = await call('GET', `/api/admin/users?search=adherent`, adminCookie);
      expect(response.statusCode).toBe(200);
      return response.json().items.find((user: { id: string }) => user.id === id);
    };
    expect(await listed(never.id)).toMatchObject({ statut_membre: 'Membre Actif', adhesion: null });
    expect((await listed(paid.id)).adhesion).toEqual({
      id: held.id,
      type: 'premium',
      montant: 12.5,
      date_debut: held.date_debut,
      date_fin: held.date_fin,
      statut: 'active',
      mode_paiement: 'Carte Bancaire',
      has_attestation: true,
    });
    expect((await listed(paid.id)).adhesion_offer).toEqual({
      offer_id: held.offer_id,
      offer_name: 'Membre Actif',
      household_payer: null,
      cheque_number: null,
      cheque_bank: null,
      cheque_drawer: null,
    });
  });

  it('ignores accents and case both ways, and reads every word typed', async () => {
    const helene = await createMember(t.db, { prenom: 'Hélène', nom: 'Lefèvre-Accents' });
    const elodie = await createMember(t.db, { prenom: 'Elodie', nom: 'Sansaccent' });
    const found = async (search: string) =>
      (await call('GET', `/api/admin/users?search=${encodeURIComponent(search)}`, adminCookie))
        .json()
        .items.map((user: { id: string }) => user.id);
    expect(await found('helene lefevre-acc')).toEqual([helene.id]);
    expect(await found('LEFÈVRE-ACCENTS')).toEqual([helene.id]);
    expect(await found('accents hél')).toEqual([helene.id]);
    expect(await found('Élodie sansaccent')).toEqual([elodie.id]);
  });

  it('pages newest first and takes % and _ literally', async () => {
    // One day apart: members created in a row may tie on the clock.
    for (let i = 0; i < 3; i++) {
      const { id } = await createMember(t.db, { nom: `Pagination_${i}` });
      await t.db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2026, 0, i + 1)) })
        .where(eq(users.id, id));
    }
    const page1 = (await call('GET', '/api/admin/users?search=pagination_&pageSize=2', adminCookie)).json();
    const page2 = (
      await call('GET', '/api/admin/users?search=pagination_&pageSize=2&page=2', adminCookie)
    ).json();
    expect(page1).toMatchObject({ total: 3, totalIsEstimate: false, page: 1, pageSize: 2 });
    expect(page1.items.map((u: { nom: string }) => u.nom)).toEqual(['Pagination_2', 'Pagination_1']);
    expect(page2.items.map((u: { nom: string }) => u.nom)).toEqual(['Pagination_0']);
    expect((await call('GET', '/api/admin/users?search=%25', adminCookie)).json().total).toBe(0);
  });

  it('answers 400 for a page size over 100, 401 signed out and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/users?pageSize=1000', adminCookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/users', memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users', () => {
  it('creates the user row and its login together, validated, able to sign in', async () => {
    const input = newUser();
    const response = await call('POST', '/api/admin/users', adminCookie, input);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, response.json().id));
    expect(row).toMatchObject({
      email: input.email,
      is_active: true,
      statut_membre: 'Membre Actif',
      fonction: 'Trésorier(e)',
    });
    await expect(signIn(t.app, t.db, { email: input.email, password: input.password })).resolves.toBeTruthy();
  });

  it('answers 400 without a password, 409 for a taken email', async () => {
    const missing = await call('POST', '/api/admin/users', adminCookie, newUser({ password: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Le mot de passe est obligatoire');
    const taken = await call('POST', '/api/admin/users', adminCookie, newUser({ email: admin.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Un compte existe déjà avec cet email');
  });

  it('answers 401 signed out and 403 to a member, creating nobody', async () => {
    const input = newUser();
    expect((await call('POST', '/api/admin/users', undefined, input)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/users', memberCookie, input)).statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('changes role, statut_membre and fonction', async () => {
    const member = await createMember(t.db);
    const { password: _password, ...input } = newUser({
      email: member.email,
      role: 'admin',
      statut_membre: 'Membre Fondateur',
      fonction: 'Président',
    });
    const response = await call('PUT', `/api/admin/users/${member.id}`, adminCookie, input);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      role: 'admin',
      statut_membre: 'Membre Fondateur',
      fonction: 'Président',
      nom: 'Vidal',
      telephone: null,
    });
  });

  it('answers 400 without a last name, 404 for an unknown user, 409 when demoting oneself', async () => {
    const member = await createMember(t.db);
    const { password: _p, ...input } = newUser({ email: member.email });
    expect(
      (await call('PUT', `/api/admin/users/${member.id}`, adminCookie, { ...input, nom: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/admin/users/${crypto.randomUUID()}`, adminCookie, {
          ...input,
          email: 'personne@exemple.fr',
        })
      ).statusCode,
    ).toBe(404);
    const self = await call('PUT', `/api/admin/users/${admin.id}`, adminCookie, {
      ...input,
      email: admin.email,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('Vous ne pouvez pas retirer votre propre rôle administrateur');
  });

  it("answers 401 signed out and 403 to a member, even on the member's own row", async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const { password: _p, ...input } = newUser({ email: member.email, role: 'admin' });
    expect((await call('PUT', `/api/admin/users/${member.id}`, undefined, input)).statusCode).toBe(401);
    expect((await call('PUT', `/api/admin/users/${member.id}`, cookie, input)).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.role).toBe('member');
  });
});
