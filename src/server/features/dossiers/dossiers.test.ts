import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers, mailOutbox } from '../../db/schema.ts';
import { createDossierRow } from '../../testing/dossiers-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;
let otherCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ASSOCIATION_INITIALS: 'ABC', ASSOCIATION_NAME: 'Association ABC' } });
  owner = await createMember(t.db, { prenom: 'Jeanne', nom: 'Moreau' });
  ownerCookie = await signedInAs(t.ctx, owner);
  otherCookie = await signedInAs(t.ctx, await createMember(t.db));
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const storedRow = async (id: string) => (await t.db.select().from(dossiers).where(eq(dossiers.id, id)))[0];

describe('POST /api/dossiers', () => {
  const create = (payload: object, cookie?: string) =>
    call({ method: 'POST', url: '/api/dossiers', payload }, cookie);

  it('files the dossier under the association’s prefix, records its first step and mails its creator', async () => {
    const response = await create(
      { suffixe: '6-001', description: ' Souvenirs de guerre ', statut: 'Rendez-vous de Recueil' },
      ownerCookie,
    );
    expect(response.statusCode).toBe(201);
    const dossier = response.json();
    expect(dossier).toMatchObject({
      nom: 'ABC-2026-001',
      description: 'Souvenirs de guerre',
      statut: 'Rendez-vous de Recueil',
      user_id: owner.id,
      owner: { prenom: 'Jeanne', nom: 'Moreau' },
    });
    expect(dossier.etapes_count).toBe(1);
    const history = await call({ method: 'GET', url: `/api/dossiers/${dossier.id}/etapes` }, otherCookie);
    expect(history.json()).toEqual({
      etapes: [{ type: 'Rendez-vous de Recueil', date: dossier.date_creation }],
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.subject, 'Dossier ABC-2026-001 créé')));
    expect(mail?.text).toContain('Bonjour Jeanne,');
    expect(mail?.text).toContain("L'équipe de l'Association ABC");
  });

  it('refuses a reference already taken with 409, and sends no second mail', async () => {
    const payload = { suffixe: '6-002', description: 'Premier', statut: 'Définition du Projet' };
    expect((await create(payload, ownerCookie)).statusCode).toBe(201);
    const again = await create({ ...payload, description: 'Doublon' }, otherCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Un dossier avec cette référence existe déjà');
    const rows = await t.db.select().from(dossiers).where(eq(dossiers.nom, 'ABC-2026-002'));
    expect(rows.map((row) => row.description)).toEqual(['Premier']);
  });

  it('answers 400 without a reference, without notes or with an unknown step', async () => {
    const missing = await create({ suffixe: ' ', description: 'x', statut: 'Retranscription' }, ownerCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('La référence est obligatoire');
    const noNotes = await create(
      { suffixe: '6-003', description: '', statut: 'Retranscription' },
      ownerCookie,
    );
    expect(noNotes.json().error.message).toBe('Les notes sont obligatoires');
    const badStep = await create({ suffixe: '6-003', description: 'x', statut: 'Archivé' }, ownerCookie);
    expect(badStep.statusCode).toBe(400);
    const slash = await create(
      { suffixe: '6/003', description: 'x', statut: 'Retranscription' },
      ownerCookie,
    );
    expect(slash.statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    const response = await create({ suffixe: '6-004', description: 'x', statut: 'Retranscription' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/dossiers', () => {
  it('lists every member’s dossiers to any member, last modified first', async () => {
    const older = await createDossierRow(t.db, owner.id);
    const newer = await createDossierRow(t.db, null);
    await t.db
      .update(dossiers)
      .set({ date_modification: new Date(Date.now() - 86_400_000) })
      .where(eq(dossiers.id, older.id));
    const response = await call({ method: 'GET', url: '/api/dossiers' }, otherCookie);
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((d: { id: string }) => d.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(response.json().items.find((d: { id: string }) => d.id === newer.id)).toMatchObject({
      owner: null,
      etapes_count: 1,
    });
  });

  it('pages the dossiers twelve at a time, each once, and searches the reference and the notes', async () => {
    const since = new Date(Date.UTC(2030, 0, 1));
    const rows = await t.db
      .insert(dossiers)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          nom: `SERIE-${String(index).padStart(2, '0')}`,
          description: index % 3 === 0 ? 'Récit de la Grande Guerre' : 'Enfance à la ferme',
          date_modification: new Date(since.getTime() + index * 60_000),
        })),
      )
      .returning({ id: dossiers.id, nom: dossiers.nom });
    const first = (await call({ method: 'GET', url: '/api/dossiers' }, otherCookie)).json();
    expect(first.pageSize).toBe(12);
    expect(first.items.slice(0, 3).map((d: { nom: string }) => d.nom)).toEqual([
      'SERIE-29',
      'SERIE-28',
      'SERIE-27',
    ]);
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (
        await call({ method: 'GET', url: `/api/dossiers?search=serie-&page=${page}` }, otherCookie)
      ).json();
      expect(body.total).toBe(30);
      seen.push(...body.items.map((d: { id: string }) => d.id));
    }
    expect(seen.sort()).toEqual(rows.map((row) => row.id).sort());
    const war = (
      await call({ method: 'GET', url: '/api/dossiers?search=grande%20GUERRE' }, otherCookie)
    ).json();
    expect(war.total).toBe(10);
  });

  it('keeps a full page under 100 KB with every note at its 5,000 characters and a long history', async () => {
    const description = 'Récit de Mme Arnaud, enfance à la ferme près de Besançon. '
      .repeat(100)
      .slice(0, 5000);
    const etapes = Array.from({ length: 500 }, () => ({
      type: 'Retranscription' as const,
      date: new Date().toISOString(),
    }));
    await t.db.insert(dossiers).values(
      Array.from({ length: 13 }, (_, index) => ({
        nom: `LONG-${index}`,
        description,
        etapes,
        date_modification: new Date(Date.UTC(2031, 0, 1, 0, index)),
      })),
    );
    const response = await call({ method: 'GET', url: '/api/dossiers' }, otherCookie);
    expect(response.json().items).toHaveLength(12);
    expect(response.json().items[0]).toMatchObject({ nom: 'LONG-12', etapes_count: 500 });
    expect(Buffer.byteLength(response.body)).toBeLessThan(100 * 1024);
  });

  it('refuses a page size over twelve instead of shortening it', async () => {
    const response = await call({ method: 'GET', url: '/api/dossiers?pageSize=13' }, otherCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('pageSize');
  });

  it('answers 401 signed out', async () => {
    expect((await call({ method: 'GET', url: '/api/dossiers' })).statusCode).toBe(401);
  });
});

describe('GET /api/dossiers/:id/etapes', () => {
  it('gives any member the dated steps of a dossier, oldest first', async () => {
    const { id } = await createDossierRow(t.db, owner.id);
    await call(
      { method: 'POST', url: `/api/dossiers/${id}/step`, payload: { direction: 'next' } },
      ownerCookie,
    );
    const response = await call({ method: 'GET', url: `/api/dossiers/${id}/etapes` }, otherCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().etapes.map((entry: { type: string }) => entry.type)).toEqual([
      'Définition du Projet',
      'Rendez-vous de Recueil',
    ]);
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 401 signed out', async () => {
    const { id } = await createDossierRow(t.db, owner.id);
    expect((await call({ method: 'GET', url: '/api/dossiers/abc/etapes' }, otherCookie)).statusCode).toBe(
      400,
    );
    expect(
      (await call({ method: 'GET', url: `/api/dossiers/${UNKNOWN_ID}/etapes` }, otherCookie)).statusCode,
    ).toBe(404);
    expect((await call({ method: 'GET', url: `/api/dossiers/${id}/etapes` })).statusCode).toBe(401);
  });
});

describe('POST /api/dossiers/:id/step', () => {
  const move = (id: string, direction: string, cookie?: string) =>
    call({ method: 'POST', url: `/api/dossiers/${id}/step`, payload: { direction } }, cookie);

  it('lets the owner move forward and back, each move dated in the history', async () => {
    const { id, date_modification } = await createDossierRow(t.db, owner.id);
    const forward = await move(id, 'next', ownerCookie);
    expect(forward.statusCode).toBe(200);
    expect(forward.json().statut).toBe('Rendez-vous de Recueil');
    const back = await move(id, 'previous', ownerCookie);
    expect(back.json().statut).toBe('Définition du Projet');
    const row = await storedRow(id);
    expect(row?.etapes.map((entry) => entry.type)).toEqual([
      'Définition du Projet',
      'Rendez-vous de Recueil',
      'Définition du Projet',
    ]);
    expect(row?.date_modification.getTime()).toBeGreaterThan(date_modification.getTime());
    expect(back.json().date_modification).toBe(row?.etapes[2]?.date);
  });

  it('lets an admin move anyone’s dossier', async () => {
    const { id } = await createDossierRow(t.db, owner.id, 'Retranscription');
    const response = await move(id, 'next', adminCookie);
    expect(response.statusCode).toBe(200);
    expect((await storedRow(id))?.statut).toBe('Livraison du Produit Final');
  });

  it('refuses to go past either end with 409', async () => {
    const first = await createDossierRow(t.db, owner.id);
    const back = await move(first.id, 'previous', ownerCookie);
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('Le dossier est déjà à la première étape');
    const last = await createDossierRow(t.db, owner.id, 'Livraison du Produit Final');
    const forward = await move(last.id, 'next', adminCookie);
    expect(forward.statusCode).toBe(409);
    expect(forward.json().error.message).toBe('Le dossier est déjà à la dernière étape');
    expect((await storedRow(last.id))?.etapes).toHaveLength(1);
  });

  it('answers 403 to another member and leaves the dossier where it was', async () => {
    const { id } = await createDossierRow(t.db, owner.id);
    const response = await move(id, 'next', otherCookie);
    expect(response.statusCode).toBe(403);
    expect(await storedRow(id)).toMatchObject({ statut: 'Définition du Projet' });
    expect((await storedRow(id))?.etapes).toHaveLength(1);
  });

  it('answers 400 for an unknown direction, 404 for an unknown dossier, 401 signed out', async () => {
    const { id } = await createDossierRow(t.db, owner.id);
    expect((await move(id, 'sideways', ownerCookie)).statusCode).toBe(400);
    expect((await move(UNKNOWN_ID, 'next', ownerCookie)).statusCode).toBe(404);
    expect((await move(id, 'next')).statusCode).toBe(401);
  });
});

describe('DELETE /api/dossiers/:id', () => {
  const remove = (id: string, cookie?: string) =>
    call({ method: 'DELETE', url: `/api/dossiers/${id}` }, cookie);

  it('lets an admin delete a dossier', async () => {
    const { id } = await createDossierRow(t.db, owner.id);
    expect((await remove(id, adminCookie)).statusCode).toBe(200);
    expect(await storedRow(id)).toBeUndefined();
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await remove('nope', adminCookie)).statusCode).toBe(400);
    expect((await remove(UNKNOWN_ID, adminCookie)).statusCode).toBe(404);
  });

  it('answers 401, and 403 even to the dossier’s owner, and keeps it', async () => {
    const { id } = await createDossierRow(t.db, owner.id);
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove(id, ownerCookie)).statusCode).toBe(403);
    expect(await storedRow(id)).toBeDefined();
  });
});
