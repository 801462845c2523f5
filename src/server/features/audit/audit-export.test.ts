import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalWriter } from '../../testing/audit-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  journal = journalWriter(t.db);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const get = (query: string, cookie = adminCookie, encoding = 'identity') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/audit.csv${query}`,
    headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
  });

/** The file's lines after its byte order mark, the last one empty (every line ends with CRLF). */
const linesOf = (body: string) => body.slice(1).split('\r\n');

const HEADER = '"Date et heure";"Administrateur";"Action";"Élément";"Modifications"';

const unique = () => Math.random().toString(36).slice(2, 8);
let journal: ReturnType<typeof journalWriter>;
const journalRow: ReturnType<typeof journalWriter>['write'] = (row) => journal.write(row);

/** More than two batches of the export's reading. */
const LARGE_EXPORT = 2_500;

describe('GET /api/admin/audit.csv', () => {
  it('exports the journal as the page shows it, newest first, in French for Excel', async () => {
    const word = unique();
    journal.restart();
    await journalRow({ target_label: `Marie Dupont ${word}` });
    await journalRow({
      action: 'member.validate',
      actor_name: 'Régine Journal',
      target_label: `Paul Martin ${word}`,
      changes: {
        is_active: { before: false, after: true },
        ville: { before: null, after: 'Lyon' },
        telephone: { before: '0601020304', after: null },
      },
    });
    const response = await get(`?search=${word}`);
    expect(response.statusCode).toBe(200);
    // The fields in the order the database keeps them (jsonb's), the same as on the page.
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''journal-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(linesOf(response.body)).toEqual([
      HEADER,
      `"01/01/2026 10:02";"Régine Journal";"Validation d’un compte";"Paul Martin ${word}";"Ville : Lyon\nCompte validé : Non → Oui\nTéléphone : 0601020304 → supprimé"`,
      `"01/01/2026 10:01";"Alice Admin";"Modification d’un membre";"Marie Dupont ${word}";""`,
      '',
    ]);
  });

  it('applies the page’s search and action filter', async () => {
    const word = unique();
    await journalRow({ action: 'loan.return', actor_name: 'Paul Bureau', target_label: `Perceuse ${word}` });
    await journalRow({ action: 'document.delete', actor_name: 'Paul Bureau', target_label: `Bilan ${word}` });
    await journalRow({ action: 'loan.return', actor_name: 'Hélène Trésor', target_label: `Scie ${word}` });
    const elements = async (query: string) =>
      linesOf((await get(query)).body)
        .slice(1, -1)
        .map((line) => line.split(';')[3]);
    expect(await elements(`?search=${word}&action=loan.return`)).toEqual([
      `"Scie ${word}"`,
      `"Perceuse ${word}"`,
    ]);
    expect(await elements(`?search=paul%20${word}`)).toEqual([`"Bilan ${word}"`, `"Perceuse ${word}"`]);
    expect(await elements(`?search=suppression%20${word}`)).toEqual([`"Bilan ${word}"`]);
  });

  it('streams a large export complete, newest first, the same bytes through brotli and gzip', async () => {
    const word = unique();
    // Ten rows share each instant, to the microsecond: a batch may end amid them.
    await t.db.execute(sql`insert into audit_log (at, actor_name, action, target_type, target_label, changes)
      select timestamptz '2020-01-01 00:00:00.123456+00' + (n / 10) * interval '1 second', 'Export Massif',
        'member.update', 'user', ${word} || ' ' || n, jsonb_build_object('nom', jsonb_build_object('before', 'A', 'after', 'B'))
      from generate_series(0, ${LARGE_EXPORT - 1}::integer) as n`);
    const plain = await get(`?search=${word}`);
    const rows = linesOf(plain.body).slice(1, -1);
    expect(rows).toHaveLength(LARGE_EXPORT);
    const numbers = rows.map((row) => Number(/;"\S+ (\d+)";/.exec(row)?.[1]));
    expect(new Set(numbers).size).toBe(LARGE_EXPORT);
    const instants = numbers.map((n) => Math.floor(n / 10));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(rows[0]).toMatch(
      /^"01\/01\/2020 01:04";"Export Massif";"Modification d’un membre";"\S+ \d+";"Nom : A → B"$/,
    );
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get(`?search=${word}`, adminCookie, encoding);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      const decompressed =
        encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(decompressed.equals(plain.rawPayload), encoding).toBe(true);
    }
  });

  it('answers 400 with a French message for a bad filter', async () => {
    const cases: [string, string][] = [
      ['?action=member.fly', 'Action inconnue'],
      [`?search=${'a'.repeat(101)}`, 'Recherche trop longue'],
    ];
    for (const [query, said] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(JSON.stringify(response.json().error)).toContain(said);
    }
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await get('', '')).statusCode).toBe(401);
    expect((await get('', memberCookie)).statusCode).toBe(403);
  });
});
