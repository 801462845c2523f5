import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures } from '../../db/schema.ts';
import { createAdmin, createMember, signIn } from '../../testing/factories.ts';
import { createStructureRow, structureInput } from '../../testing/structures-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signIn(t.app, t.db, await createAdmin(t.db));
  memberCookie = await signIn(t.app, t.db, await createMember(t.db));
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const storedRow = async (id: string) =>
  (await t.db.select().from(structures).where(eq(structures.id, id)))[0];

describe('GET /api/structures', () => {
  it('lists every structure to a member, newest first, with its fields', async () => {
    const older = await createStructureRow(t.db, { nom: 'Hôpital Nord', categorie: 'Hopital' });
    const newer = await createStructureRow(t.db, {
      nom: 'Résidence Les Roses',
      description: 'Au bord du parc',
    });
    const response = await call({ method: 'GET', url: '/api/structures' }, memberCookie);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((s: { id: string }) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(response.json().find((s: { id: string }) => s.id === newer.id)).toEqual({
      id: newer.id,
      nom: 'Résidence Les Roses',
      adresse: '4 rue des Écoles',
      code_postal: '69003',
      ville: 'Lyon',
      telephone: '04 72 00 00 00',
      email: 'accueil@tilleuls.fr',
      description: 'Au bord du parc',
      categorie: 'EHPAD',
      statut: 'Contacté',
      created_at: newer.created_at.toISOString(),
    });
  });

  it('answers 401 signed out', async () => {
    expect((await call({ method: 'GET', url: '/api/structures' })).statusCode).toBe(401);
  });
});

describe('POST /api/structures', () => {
  const create = (payload: object, cookie?: string) =>
    call({ method: 'POST', url: '/api/structures', payload }, cookie);

  it('lets an admin add a structure, empty description stored as none', async () => {
    const response = await create(
      structureInput({ nom: '  Clinique du Lac ', categorie: 'Autres', statut: 'Contrat en cours' }),
      adminCookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ nom: 'Clinique du Lac', categorie: 'Autres', description: null });
    const row = await storedRow(response.json().id);
    expect(row).toMatchObject({ nom: 'Clinique du Lac', statut: 'Contrat en cours', description: null });
  });

  it('refuses a missing required field, a wrong email or an unknown category with 400', async () => {
    const missing = await create(structureInput({ telephone: '  ' }), adminCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Ce champ est obligatoire');
    const badEmail = await create(structureInput({ email: 'pas-un-email' }), adminCookie);
    expect(badEmail.json().error.message).toBe('Adresse email invalide');
    const badCategory = await create({ ...structureInput(), categorie: 'Clinique' }, adminCookie);
    expect(badCategory.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a member, and stores nothing', async () => {
    const nom = `Refusée ${Date.now()}`;
    expect((await create(structureInput({ nom }))).statusCode).toBe(401);
    expect((await create(structureInput({ nom }), memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(structures).where(eq(structures.nom, nom))).toHaveLength(0);
  });
});

describe('PUT /api/structures/:id', () => {
  const update = (id: string, payload: object, cookie?: string) =>
    call({ method: 'PUT', url: `/api/structures/${id}`, payload }, cookie);

  it('lets an admin change every field', async () => {
    const { id } = await createStructureRow(t.db);
    const changes = structureInput({ ville: 'Villeurbanne', code_postal: '69100', statut: 'Pas intéressé' });
    const response = await update(id, changes, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await storedRow(id)).toMatchObject({
      ville: 'Villeurbanne',
      code_postal: '69100',
      statut: 'Pas intéressé',
    });
  });

  it('answers 400 for an unknown status and 404 for an unknown structure', async () => {
    const { id } = await createStructureRow(t.db);
    expect((await update(id, { ...structureInput(), statut: 'Fermé' }, adminCookie)).statusCode).toBe(400);
    expect((await update(UNKNOWN_ID, structureInput(), adminCookie)).statusCode).toBe(404);
  });

  it('answers 401 and 403 and keeps the structure as it was', async () => {
    const { id } = await createStructureRow(t.db, { nom: 'Intacte' });
    expect((await update(id, structureInput({ nom: 'Piratée' }))).statusCode).toBe(401);
    expect((await update(id, structureInput({ nom: 'Piratée' }), memberCookie)).statusCode).toBe(403);
    expect((await storedRow(id))?.nom).toBe('Intacte');
  });
});

describe('DELETE /api/structures/:id', () => {
  const remove = (id: string, cookie?: string) =>
    call({ method: 'DELETE', url: `/api/structures/${id}` }, cookie);

  it('lets an admin delete a structure', async () => {
    const { id } = await createStructureRow(t.db);
    expect((await remove(id, adminCookie)).statusCode).toBe(200);
    expect(await storedRow(id)).toBeUndefined();
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await remove('abc', adminCookie)).statusCode).toBe(400);
    expect((await remove(UNKNOWN_ID, adminCookie)).statusCode).toBe(404);
  });

  it('answers 401 and 403 and keeps the structure', async () => {
    const { id } = await createStructureRow(t.db);
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove(id, memberCookie)).statusCode).toBe(403);
    expect(await storedRow(id)).toBeDefined();
  });
});
