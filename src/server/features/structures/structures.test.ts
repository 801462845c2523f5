import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Structure } from '../../../domain/structures-schemas.ts';
import { structures } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createStructureRow, structureInput } from '../../testing/structures-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const storedRow = async (id: string) =>
  (await t.db.select().from(structures).where(eq(structures.id, id)))[0];

describe('GET /api/structures', () => {
  const list = async (query = '', cookie = memberCookie) => {
    const response = await call({ method: 'GET', url: `/api/structures${query}` }, cookie);
    expect(response.statusCode, query).toBe(200);
    return response.json() as { items: Structure[]; total: number; page: number; pageSize: number };
  };
  const names = (page: { items: Structure[] }) => page.items.map((s) => s.nom);

  it('lists every structure to a member, newest first, with its fields', async () => {
    const older = await createStructureRow(t.db, { nom: 'Hôpital Nord', categorie: 'Hopital' });
    const newer = await createStructureRow(t.db, {
      nom: 'Résidence Les Roses',
      description: 'Au bord du parc',
    });
    const page = await list();
    const ids = page.items.map((s) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.find((s) => s.id === newer.id)).toEqual({
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

  describe('with a known set of structures', () => {
    beforeAll(async () => {
      await t.db.delete(structures);
      const rows: Parameters<typeof createStructureRow>[1][] = [
        {
          nom: 'Résidence Les Roses',
          ville: 'Saint-Étienne',
          code_postal: '42000',
          categorie: 'Résidence Séniors',
        },
        { nom: 'EHPAD Bellevue', ville: 'Lyon', code_postal: '69003', categorie: 'EHPAD' },
        { nom: 'Hôpital Nord', ville: 'Annecy', code_postal: '74000', categorie: 'Hopital' },
        { nom: 'accueil de jour', ville: 'Écully', code_postal: '69130', categorie: 'Autres' },
      ];
      // A second apart, in this order: rows written within the same clock tick would tie on
      // created_at, and "newest first" would then depend on their random ids.
      const start = Date.now() - rows.length * 1000;
      for (const [index, row] of rows.entries()) {
        const { id } = await createStructureRow(t.db, row);
        await t.db
          .update(structures)
          .set({ created_at: new Date(start + index * 1000) })
          .where(eq(structures.id, id));
      }
    });

    it('filters by category', async () => {
      expect(names(await list('?categorie=EHPAD'))).toEqual(['EHPAD Bellevue']);
      expect(await list('?categorie=Autres')).toMatchObject({ total: 1 });
    });

    it('searches the name, city and postcode, whatever the case and accents, every word typed', async () => {
      expect(names(await list('?search=hopital'))).toEqual(['Hôpital Nord']);
      expect(names(await list('?search=saint-etienne'))).toEqual(['Résidence Les Roses']);
      expect(names(await list('?search=6900'))).toEqual(['EHPAD Bellevue']);
      expect(names(await list('?search=bellevue%20LYON'))).toEqual(['EHPAD Bellevue']);
      expect(names(await list('?search=ecully&categorie=Autres'))).toEqual(['accueil de jour']);
      expect(names(await list('?search=Paris'))).toEqual([]);
      expect(names(await list('?search=50%25'))).toEqual([]);
    });

    it('sorts by name, city or category in French order, newest first by default', async () => {
      expect(names(await list())).toEqual([
        'accueil de jour',
        'Hôpital Nord',
        'EHPAD Bellevue',
        'Résidence Les Roses',
      ]);
      expect(names(await list('?sort=nom'))).toEqual([
        'accueil de jour',
        'EHPAD Bellevue',
        'Hôpital Nord',
        'Résidence Les Roses',
      ]);
      expect(names(await list('?sort=ville'))).toEqual([
        'Hôpital Nord',
        'accueil de jour',
        'EHPAD Bellevue',
        'Résidence Les Roses',
      ]);
      expect(names(await list('?sort=categorie'))).toEqual([
        'EHPAD Bellevue',
        'Hôpital Nord',
        'Résidence Les Roses',
        'accueil de jour',
      ]);
    });

    it('pages in the chosen order, each structure once', async () => {
      const first = await list('?sort=nom&pageSize=3');
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      const second = await list('?sort=nom&pageSize=3&page=2');
      expect([...names(first), ...names(second)]).toEqual(names(await list('?sort=nom')));
    });
  });

  it('answers twelve at a time, and refuses a larger page, an unknown sort or category with 400', async () => {
    expect((await list()).pageSize).toBe(12);
    for (const query of ['?pageSize=13', '?sort=prix', '?categorie=Clinique', '?page=0']) {
      const response = await call({ method: 'GET', url: `/api/structures${query}` }, memberCookie);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('keeps a full page under 100 KB with every description at its 5,000 characters of French', async () => {
    const description = 'La résidence accueille des personnes âgées dépendantes. '.repeat(100).slice(0, 5000);
    for (let index = 0; index < 13; index += 1) {
      await createStructureRow(t.db, { nom: `Grande ${index}`, description });
    }
    const response = await call({ method: 'GET', url: '/api/structures?search=grande' }, memberCookie);
    expect(response.json().items).toHaveLength(12);
    expect(Buffer.byteLength(response.body)).toBeLessThan(100 * 1024);
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
