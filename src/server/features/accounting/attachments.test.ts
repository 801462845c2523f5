import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingEntries, auditLog } from '../../db/schema.ts';
import { createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEntry } from './entries.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
});
afterAll(() => t.close());

const PDF = '%PDF-1.4 Facture de la salle des fêtes';

async function anEntry() {
  const input = await simpleEntry(t.db, {
    kind: 'depense',
    date: '2026-03-03',
    amount_cents: 4500,
    nature: '6132',
  });
  return createEntry(t.ctx, input, admin);
}

async function attach(
  entryId: string,
  file: { name: string; type: string; data: Buffer | string },
  cookie = adminCookie,
) {
  const { payload, headers } = await multipartPayload({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/accounting/entries/${entryId}/attachment`,
    payload,
    headers: { ...headers, ...(cookie && { cookie }) },
  });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const storedKey = async (entryId: string) =>
  (await t.db.select().from(accountingEntries).where(eq(accountingEntries.id, entryId)))[0]?.attachment_key;

describe('PUT /api/admin/accounting/entries/:id/attachment', () => {
  it('attaches a PDF read from its content, downloaded through a 60-second link under its name', async () => {
    const entry = await anEntry();
    const response = await attach(entry.id, {
      name: 'Facture salle.pdf',
      type: 'application/octet-stream',
      data: PDF,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().attachment).toEqual({
      name: 'Facture salle.pdf',
      type: 'application/pdf',
      size: Buffer.byteLength(PDF),
    });
    const key = await storedKey(entry.id);
    expect(key).toMatch(/^comptabilite\/.+\.pdf$/);
    const link = await get(`/api/admin/accounting/entries/${entry.id}/attachment`, adminCookie);
    expect(link.statusCode).toBe(200);
    const file = await get(link.json().url);
    expect(file.body).toBe(PDF);
    expect(file.headers['content-disposition']).toContain("UTF-8''Facture%20salle.pdf");
    const journal = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.target_id, entry.id));
    expect(journal.map((line) => line.changes)).toContainEqual({
      justificatif: { before: null, after: 'Facture salle.pdf' },
    });
  });

  it('replaces the receipt, and the former file goes', async () => {
    const entry = await anEntry();
    await attach(entry.id, { name: 'ticket.pdf', type: 'application/pdf', data: PDF });
    const first = await storedKey(entry.id);
    const replaced = await attach(entry.id, { name: 'photo.png', type: 'image/png', data: TINY_PNG });
    expect(replaced.json().attachment).toMatchObject({ name: 'photo.png', type: 'image/png' });
    expect(await t.ctx.storage.read(first ?? '')).toBeNull();
    const lines = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.target_id, entry.id), eq(auditLog.action, 'accounting.entry-update')));
    expect(lines.map((line) => line.changes)).toContainEqual({
      justificatif: { before: 'ticket.pdf', after: 'photo.png' },
    });
  });

  it('refuses a file that is not a PDF nor an image, whatever its name says', async () => {
    const entry = await anEntry();
    const response = await attach(entry.id, {
      name: 'facture.pdf',
      type: 'application/pdf',
      data: 'Juste du texte',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'FILE_TYPE',
      message: 'Justificatif : PDF, JPEG, PNG ou WebP uniquement',
    });
    expect(await storedKey(entry.id)).toBeNull();
  });

  it('answers 404 for an unknown entry, 401 signed out and 403 to a member', async () => {
    const file = { name: 'ticket.pdf', type: 'application/pdf', data: PDF };
    expect((await attach(crypto.randomUUID(), file)).statusCode).toBe(404);
    const entry = await anEntry();
    expect((await attach(entry.id, file, '')).statusCode).toBe(401);
    expect((await attach(entry.id, file, memberCookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/accounting/entries/:id/attachment', () => {
  it('removes the receipt and its file, then answers 404 when there is none', async () => {
    const entry = await anEntry();
    await attach(entry.id, { name: 'ticket.pdf', type: 'application/pdf', data: PDF });
    const key = await storedKey(entry.id);
    const url = `/api/admin/accounting/entries/${entry.id}/attachment`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: memberCookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: { cookie: adminCookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().attachment).toBeNull();
    expect(await t.ctx.storage.read(key ?? '')).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url, headers: { cookie: adminCookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Cette écriture n’a pas de justificatif');
  });

  it('removes the file with its entry', async () => {
    const entry = await anEntry();
    await attach(entry.id, { name: 'ticket.pdf', type: 'application/pdf', data: PDF });
    const key = await storedKey(entry.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/accounting/entries/${entry.id}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.ctx.storage.read(key ?? '')).toBeNull();
  });
});

describe('GET /api/admin/accounting/entries/:id/attachment', () => {
  it('answers 404 without a receipt, 401 signed out and 403 to a member', async () => {
    const entry = await anEntry();
    const url = `/api/admin/accounting/entries/${entry.id}/attachment`;
    expect((await get(url, adminCookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, memberCookie)).statusCode).toBe(403);
  });
});
