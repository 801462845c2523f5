import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import { createDocument } from '../../testing/documents-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let other: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_MB: '1' } });
  admin = await createAdmin(t.db, { email: 'admin-docs@exemple.fr' });
  member = await createMember(t.db, { prenom: 'Lucie', nom: 'Moreau', email: 'lucie.moreau@exemple.fr' });
  other = await createMember(t.db, { prenom: 'Paul', nom: 'Girard', email: 'paul.girard@exemple.fr' });
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

async function upload(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer | string } | undefined,
  cookie?: string,
) {
  const { payload, headers } = await multipartPayload(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const pdf = (name = 'Statuts.pdf') => ({ name, type: 'application/pdf', data: '%PDF-1.4 statuts' });

describe('GET /api/documents', () => {
  it('lists general documents and those addressed to the member, newest first, never another member’s', async () => {
    const older = await createDocument(t.ctx, { created_at: new Date('2025-01-10T10:00:00Z') });
    const mine = await createDocument(t.ctx, {
      user_id: member.id,
      nom: 'Attestation Lucie.pdf',
      created_at: new Date('2025-03-01T10:00:00Z'),
    });
    const theirs = await createDocument(t.ctx, { user_id: other.id, nom: 'Attestation Paul.pdf' });
    const response = await get('/api/documents?pageSize=50', memberCookie);
    expect(response.statusCode).toBe(200);
    const list = ids(response.json().items);
    expect(list).toContain(older.id);
    expect(list.indexOf(mine.id)).toBeLessThan(list.indexOf(older.id));
    expect(list).not.toContain(theirs.id);
    expect(response.json().items.find((row: { id: string }) => row.id === mine.id)).toEqual({
      id: mine.id,
      nom: 'Attestation Lucie.pdf',
      type: 'specifique',
      taille: mine.taille,
      created_at: '2025-03-01T10:00:00.000Z',
    });
  });

  it('answers 401 signed out', async () => {
    expect((await get('/api/documents')).statusCode).toBe(401);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('gives a 60-second link that downloads the file under its name', async () => {
    const mine = await createDocument(t.ctx, { user_id: member.id, nom: 'Mon attestation.pdf' });
    const response = await get(`/api/documents/${mine.id}/download`, memberCookie);
    expect(response.statusCode).toBe(200);
    const file = await get(response.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(mine.content);
    expect(file.headers['content-disposition']).toContain("UTF-8''Mon%20attestation.pdf");
  });

  it('answers 404 for another member’s document, exactly as for a missing one', async () => {
    const theirs = await createDocument(t.ctx, { user_id: other.id });
    const guessed = await get(`/api/documents/${theirs.id}/download`, memberCookie);
    const missing = await get('/api/documents/00000000-0000-4000-8000-000000000000/download', memberCookie);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual(missing.json());
  });

  it('refuses a link whose file or expiry was tampered with', async () => {
    const general = await createDocument(t.ctx);
    const { url } = (await get(`/api/documents/${general.id}/download`, memberCookie)).json();
    const theirs = await createDocument(t.ctx, { user_id: other.id });
    const forged = url.replace(encodeURIComponent(general.url), encodeURIComponent(theirs.url));
    expect((await get(forged)).statusCode).toBe(403);
    const expired = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect((await get(expired)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed id and 401 signed out', async () => {
    expect((await get('/api/documents/pas-un-id/download', memberCookie)).statusCode).toBe(400);
    const general = await createDocument(t.ctx);
    expect((await get(`/api/documents/${general.id}/download`)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/documents', () => {
  it('stores a general document for everyone, with its size and uploader', async () => {
    const response = await upload({ type: 'general' }, pdf('Règlement intérieur.pdf'), adminCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      nom: 'Règlement intérieur.pdf',
      type: 'general',
      taille: Buffer.byteLength('%PDF-1.4 statuts'),
      recipient: null,
      uploader: { prenom: admin.prenom, nom: admin.nom, email: admin.email },
    });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, response.json().id));
    expect(row?.url).toMatch(/^documents\/.+\.pdf$/);
    expect(await t.ctx.storage.read(row?.url ?? '')).not.toBeNull();
    expect(ids((await get('/api/documents', memberCookie)).json().items)).toContain(row?.id);
  });

  it('stores a specific document that only its recipient sees', async () => {
    const response = await upload(
      { type: 'specifique', user_id: other.id },
      pdf('Reçu Paul.pdf'),
      adminCookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().recipient).toEqual({ prenom: 'Paul', nom: 'Girard', email: other.email });
    expect(ids((await get('/api/documents', memberCookie)).json().items)).not.toContain(response.json().id);
    const otherCookie = await signedInAs(t.ctx, other);
    expect(ids((await get('/api/documents', otherCookie)).json().items)).toContain(response.json().id);
  });

  it('requires a target user for a specific document', async () => {
    const cases: Record<string, string>[] = [
      { type: 'specifique' },
      { type: 'specifique', user_id: '' },
      { type: 'specifique', user_id: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const fields of cases) {
      const response = await upload(fields, pdf(), adminCookie);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.message).toBe('Veuillez sélectionner un utilisateur cible');
    }
  });

  it('requires a file, and refuses other types and files over the size limit', async () => {
    const missing = await upload({ type: 'general' }, undefined, adminCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Veuillez choisir un fichier');
    const script = await upload(
      { type: 'general' },
      { name: 'virus.exe', type: 'application/x-msdownload', data: 'MZ' },
      adminCookie,
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().error.message).toMatch(/^Type de fichier non autorisé/);
    const big = await upload(
      { type: 'general' },
      { name: 'gros.pdf', type: 'application/pdf', data: Buffer.alloc(1024 * 1024 + 1, 65) },
      adminCookie,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Le fichier dépasse la taille maximale autorisée (1 Mo)');
  });

  it('answers 401 signed out and 403 to a member, storing nothing', async () => {
    const before = (await t.db.select().from(documents)).length;
    expect((await upload({ type: 'general' }, pdf())).statusCode).toBe(401);
    expect((await upload({ type: 'general' }, pdf(), memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(documents)).toHaveLength(before);
  });
});

describe('GET /api/admin/documents', () => {
  it('lists every document with recipient and uploader, searchable by name, email or full name', async () => {
    const forLucie = await createDocument(t.ctx, { user_id: member.id, nom: 'Facture 2025-17.pdf' });
    const general = await createDocument(t.ctx, { nom: 'Charte graphique.pdf' });
    const all = await get('/api/admin/documents', adminCookie);
    expect(all.statusCode).toBe(200);
    expect(ids(all.json().items)).toEqual(expect.arrayContaining([forLucie.id, general.id]));
    const search = async (text: string) =>
      ids((await get(`/api/admin/documents?search=${encodeURIComponent(text)}`, adminCookie)).json().items);
    expect(await search('charte')).toEqual([general.id]);
    expect(await search('LUCIE.MOREAU@')).toContain(forLucie.id);
    expect(await search('Lucie Moreau')).toContain(forLucie.id);
    expect(await search('moreau lucie')).toContain(forLucie.id);
    expect(await search('Lucie Moreau')).not.toContain(general.id);
    expect(await search('100%')).toEqual([]);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await get('/api/admin/documents')).statusCode).toBe(401);
    expect((await get('/api/admin/documents', memberCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/documents/:id/download', () => {
  it('lets an admin download any document', async () => {
    const theirs = await createDocument(t.ctx, { user_id: other.id });
    const response = await get(`/api/admin/documents/${theirs.id}/download`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect((await get(response.json().url)).body).toBe(theirs.content);
  });

  it('answers 404, 401 and 403 as it should', async () => {
    const theirs = await createDocument(t.ctx, { user_id: other.id });
    const missing = '/api/admin/documents/00000000-0000-4000-8000-000000000000/download';
    expect((await get(missing, adminCookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/documents/${theirs.id}/download`)).statusCode).toBe(401);
    expect((await get(`/api/admin/documents/${theirs.id}/download`, memberCookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/documents/:id', () => {
  const remove = (id: string, cookie?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, headers: cookie ? { cookie } : {} });

  it('removes the file and the row together', async () => {
    const doc = await createDocument(t.ctx);
    const response = await remove(doc.id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(documents).where(eq(documents.id, doc.id))).toEqual([]);
    expect(await t.ctx.storage.read(doc.url)).toBeNull();
    expect((await remove(doc.id, adminCookie)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id, 401 signed out and 403 to a member, keeping the document', async () => {
    const doc = await createDocument(t.ctx, { user_id: member.id });
    expect((await remove('pas-un-id', adminCookie)).statusCode).toBe(400);
    expect((await remove(doc.id)).statusCode).toBe(401);
    expect((await remove(doc.id, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(documents).where(eq(documents.id, doc.id))).toHaveLength(1);
    expect(await t.ctx.storage.read(doc.url)).not.toBeNull();
  });
});
