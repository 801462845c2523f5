import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let memberCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const directory = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/members/directory?${query}`, headers: cookie ? { cookie } : {} });
const entry = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/members/directory/${id}`, headers: cookie ? { cookie } : {} });
const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function createMembers(count: number, nom: string): Promise<TestUser[]> {
  const created: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    created.push(await createMember(t.db, { prenom: `P${String(i).padStart(3, '0')}`, nom }));
  }
  return created;
}

describe('GET /api/members/directory', () => {
  it('finds validated members whatever the case and accents, without their email for a member', async () => {
    const helene = await createMember(t.db, { prenom: 'Hélène', nom: 'Lefèvre' });
    await createMember(t.db, { prenom: 'Hélène', nom: 'Lefèvre-Attente', is_active: false });
    for (const typed of ['helene', 'LEFEVRE', 'hélène lef', 'lef HEL']) {
      const response = await directory(q(typed), memberCookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ id: helene.id, prenom: 'Hélène', nom: 'Lefèvre' }]);
    }
  });

  it('gives an administrator the emails too', async () => {
    const joel = await createMember(t.db, { prenom: 'Joël', nom: 'Ménard' });
    const response = await directory(q('joel menard'), adminCookie);
    expect(response.json()).toEqual([{ id: joel.id, prenom: 'Joël', nom: 'Ménard', email: joel.email }]);
  });

  it('lets an administrator search by email, and a member by name only', async () => {
    const hidden = await createMember(t.db, {
      prenom: 'Irène',
      nom: 'Discrète',
      email: 'adresse.secrete@exemple.fr',
    });
    expect((await directory(q('adresse.secrete'), adminCookie)).json()).toEqual([
      { id: hidden.id, prenom: 'Irène', nom: 'Discrète', email: 'adresse.secrete@exemple.fr' },
    ]);
    expect((await directory(q('adresse.secrete'), memberCookie)).json()).toEqual([]);
    expect((await directory(q('irene discrete'), memberCookie)).json()).toEqual([
      { id: hidden.id, prenom: 'Irène', nom: 'Discrète' },
    ]);
  });

  it('reads a word of one or two letters as the start of a word', async () => {
    const xu = await createMember(t.db, { prenom: 'Lan', nom: 'Xu' });
    await createMember(t.db, { prenom: 'Alexus', nom: 'Bertrand' });
    const ids = (await directory(q('xu'), memberCookie)).json().map((found: { id: string }) => found.id);
    expect(ids).toEqual([xu.id]);
  });

  it('lists the members found by first then last name, accents and capitals aside', async () => {
    const zoe = await createMember(t.db, { prenom: 'Zoé', nom: 'Alphabet' });
    const elodie = await createMember(t.db, { prenom: 'Élodie', nom: 'Alphabet' });
    const eric = await createMember(t.db, { prenom: 'eric', nom: 'Alphabet' });
    const ids = (await directory(q('alphabet'), memberCookie))
      .json()
      .map((found: { id: string }) => found.id);
    expect(ids).toEqual([elodie.id, eric.id, zoe.id]);
  });

  it('lists first the names starting with what was typed, then those holding it elsewhere', async () => {
    const lamartine = await createMember(t.db, { prenom: 'Alphonse', nom: 'Lamartine' });
    const martine = await createMember(t.db, { prenom: 'Martine', nom: 'Zola' });
    const martin = await createMember(t.db, { prenom: 'Zacharie', nom: 'Martin' });
    const ids = (await directory(q('mart'), memberCookie)).json().map((found: { id: string }) => found.id);
    expect(ids).toEqual([martine.id, martin.id, lamartine.id]);
  });

  it('lists in the same order the names holding what was typed elsewhere', async () => {
    const zoe = await createMember(t.db, { prenom: 'Zoé', nom: 'Azigourat' });
    const eric = await createMember(t.db, { prenom: 'Éric', nom: 'Bzigourat' });
    const anne = await createMember(t.db, { prenom: 'anne', nom: 'Czigourat' });
    const ids = (await directory(q('zigour'), memberCookie)).json().map((found: { id: string }) => found.id);
    expect(ids).toEqual([anne.id, eric.id, zoe.id]);
  });

  it('answers at most 20 members and stays small among 150 matches', async () => {
    const many = new Set((await createMembers(150, 'Nombreux')).map((member) => member.id));
    const response = await directory(q('nombreux'), memberCookie);
    expect(response.statusCode).toBe(200);
    const found: { id: string; prenom: string }[] = response.json();
    expect(found).toHaveLength(20);
    expect(found.every((member) => many.has(member.id))).toBe(true);
    expect(found.map((member) => member.prenom)).toEqual(found.map((member) => member.prenom).sort());
    expect(response.body.length).toBeLessThan(2_000);
  });

  it('takes % and _ as themselves', async () => {
    const odd = await createMember(t.db, { prenom: 'Anne_Marie', nom: 'Cent%' });
    expect((await directory(q('anne_m'), memberCookie)).json()).toEqual([
      { id: odd.id, prenom: 'Anne_Marie', nom: 'Cent%' },
    ]);
    expect((await directory(q('e%'), memberCookie)).json()).toEqual([]);
  });

  it('answers 400 for fewer than 2 letters or a search over 100 characters', async () => {
    for (const query of ['', q(' a '), q('a'.repeat(101))]) {
      const response = await directory(query, memberCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].path).toBe('q');
    }
    expect((await directory(q('a'), memberCookie)).json().error.message).toContain(
      'Tapez au moins 2 lettres',
    );
    expect((await directory(q('a'.repeat(101)), memberCookie)).json().error.message).toContain(
      'Recherche trop longue',
    );
  });

  it('answers 401 signed out', async () => {
    expect((await directory(q('helene'))).statusCode).toBe(401);
  });
});

describe('GET /api/members/directory/:id', () => {
  it('gives a validated member by id, with the email for an administrator only', async () => {
    const chosen = await createMember(t.db, { prenom: 'Rémi', nom: 'Choisi' });
    expect((await entry(chosen.id, memberCookie)).json()).toEqual({
      id: chosen.id,
      prenom: 'Rémi',
      nom: 'Choisi',
    });
    expect((await entry(chosen.id, adminCookie)).json()).toEqual({
      id: chosen.id,
      prenom: 'Rémi',
      nom: 'Choisi',
      email: chosen.email,
    });
  });

  it('answers 404 for an account awaiting validation, 400 for a malformed id, 401 signed out', async () => {
    const pending = await createMember(t.db, { is_active: false });
    expect((await entry(pending.id, memberCookie)).statusCode).toBe(404);
    expect((await entry('pas-un-id', memberCookie)).statusCode).toBe(400);
    expect((await entry(pending.id)).statusCode).toBe(401);
  });
});
