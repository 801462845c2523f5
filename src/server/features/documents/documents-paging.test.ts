import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let lucie: TestUser;
let paul: TestUser;
let adminCookie: string;
let lucieCookie: string;

/** A minute apart, newest last, so that the expected order is known. */
const minute = (index: number) => new Date(Date.UTC(2025, 0, 1, 0, index));

type Row = typeof documents.$inferInsert;
const row = (index: number, overrides: Partial<Row> = {}): Row => ({
  nom: `Document ${String(index).padStart(3, '0')}.pdf`,
  type: 'general',
  taille: 1024,
  url: `documents/${index}.pdf`,
  mime_type: 'application/pdf',
  created_at: minute(index),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  lucie = await createMember(t.db, { prenom: 'Lucie', nom: 'Moreau' });
  paul = await createMember(t.db, { prenom: 'Paul', nom: 'Girard' });
  adminCookie = await signedInAs(t.ctx, admin);
  lucieCookie = await signedInAs(t.ctx, lucie);
  // 12 general documents, 12 for Lucie, 36 for Paul, interleaved in time.
  const rows = Array.from({ length: 60 }, (_, index) => {
    if (index % 5 === 0) return row(index, { type: 'specifique', user_id: lucie.id });
    if (index % 5 === 1) return row(index);
    return row(index, { type: 'specifique', user_id: paul.id, nom: `Reçu Paul ${index}.pdf` });
  });
  await t.db.insert(documents).values(rows);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

type Page = {
  items: { id: string; nom: string; created_at: string }[];
  total: number;
  page: number;
  pageSize: number;
};

async function walk(path: string, cookie: string, pageSize: number): Promise<Page['items']> {
  const seen: Page['items'] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(
      `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`,
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const body: Page = response.json();
    if (body.items.length === 0) return seen;
    expect(body.items.length).toBeLessThanOrEqual(pageSize);
    seen.push(...body.items);
  }
}

const newestFirst = (items: Page['items']) =>
  items.every((item, index) => index === 0 || (items[index - 1]?.created_at ?? '') >= item.created_at);

describe('GET /api/documents, page by page', () => {
  it('walks the general documents and the member’s own, newest first, never another member’s', async () => {
    const first = await get('/api/documents?pageSize=7', lucieCookie);
    expect(first.json()).toMatchObject({ total: 24, page: 1, pageSize: 7 });
    const seen = await walk('/api/documents', lucieCookie, 7);
    expect(seen).toHaveLength(24);
    expect(new Set(seen.map((item) => item.id)).size).toBe(24);
    expect(newestFirst(seen)).toBe(true);
    expect(seen.some((item) => item.nom.startsWith('Reçu Paul'))).toBe(false);
  });

  it('answers 25 at a time by default, and an empty page past the end', async () => {
    const response = await get('/api/documents', lucieCookie);
    expect(response.json()).toMatchObject({ total: 24, page: 1, pageSize: 25 });
    expect(response.json().items).toHaveLength(24);
    const past = await get('/api/documents?page=9', lucieCookie);
    expect(past.json()).toMatchObject({ items: [], total: 24, page: 9 });
  });

  it('searches by name among what the member may read only', async () => {
    const mine = await get('/api/documents?search=document%2000', lucieCookie);
    expect(mine.json().items.map((item: { nom: string }) => item.nom)).toEqual([
      'Document 006.pdf',
      'Document 005.pdf',
      'Document 001.pdf',
      'Document 000.pdf',
    ]);
    const theirs = await get('/api/documents?search=Paul', lucieCookie);
    expect(theirs.json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a page or page size out of bounds, naming the field, instead of changing it', async () => {
    for (const query of ['page=0', 'pageSize=0', 'pageSize=51', 'page=abc']) {
      const response = await get(`/api/documents?${query}`, lucieCookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields[0].path).toBe(query.split('=')[0]);
    }
    const long = await get(`/api/documents?search=${'a'.repeat(101)}`, lucieCookie);
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/admin/documents, page by page', () => {
  it('walks every document newest first, each once', async () => {
    const seen = await walk('/api/admin/documents', adminCookie, 50);
    expect(seen).toHaveLength(60);
    expect(new Set(seen.map((item) => item.id)).size).toBe(60);
    expect(newestFirst(seen)).toBe(true);
  });

  it('counts and pages the documents found by a search on the recipient', async () => {
    const response = await get('/api/admin/documents?search=girard%20paul&pageSize=10&page=4', adminCookie);
    expect(response.json()).toMatchObject({ total: 36, totalIsEstimate: false, page: 4, pageSize: 10 });
    expect(response.json().items).toHaveLength(6);
  });

  it('refuses a page size over 50, and answers 401 and 403 as it should', async () => {
    expect((await get('/api/admin/documents?pageSize=51', adminCookie)).statusCode).toBe(400);
    expect((await get('/api/admin/documents?page=2')).statusCode).toBe(401);
    expect((await get('/api/admin/documents?page=2', lucieCookie)).statusCode).toBe(403);
  });

  it('keeps a full page well under 100 KB when every name is at its longest, whatever the table size', async () => {
    const longName = `${'é'.repeat(251)}.pdf`;
    const bulky = Array.from({ length: 300 }, (_, index) =>
      row(
        1000 + index,
        index % 2 ? { nom: longName } : { nom: longName, type: 'specifique', user_id: paul.id },
      ),
    );
    await t.db.insert(documents).values(bulky);
    const response = await get('/api/admin/documents?pageSize=50', adminCookie);
    expect(response.json().total).toBe(360);
    expect(response.json().items).toHaveLength(50);
    expect(Buffer.byteLength(response.body)).toBeLessThan(60 * 1024);
    const member = await get('/api/documents?pageSize=50', lucieCookie);
    expect(member.json().total).toBe(174);
    expect(Buffer.byteLength(member.body)).toBeLessThan(50 * 1024);
  });
});
