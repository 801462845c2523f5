import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE_MAX } from '../../../domain/audit.ts';
import { journalWriter } from '../../testing/audit-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { changedFields } from './record.ts';

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

const list = (query = '', cookie = adminCookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: cookie ? { cookie } : {} });
const labelsOf = async (query: string) =>
  (await list(query)).json().items.map((item: { target_label: string }) => item.target_label);

const unique = () => Math.random().toString(36).slice(2, 8);
let journal: ReturnType<typeof journalWriter>;
const journalRow: ReturnType<typeof journalWriter>['write'] = (row) => journal.write(row);

describe('GET /api/admin/audit', () => {
  it('lists the journal newest first, each row with who, when, what and the changes', async () => {
    const word = unique();
    const older = await journalRow({ target_label: `Marie Dupont ${word}` });
    const newer = await journalRow({
      action: 'member.validate',
      actor_name: 'Régine Journal',
      target_label: `Paul Martin ${word}`,
      changes: { is_active: { before: false, after: true } },
    });
    const response = await list(`?search=${word}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: newer.id,
          at: newer.at.toISOString(),
          actor_name: 'Régine Journal',
          action: 'member.validate',
          target_type: 'user',
          target_label: `Paul Martin ${word}`,
          changes: { is_active: { before: false, after: true } },
        },
        expect.objectContaining({ id: older.id, changes: {} }),
      ],
      total: 2,
      totalIsEstimate: false,
      totalIsCapped: false,
      page: 1,
      pageSize: 25,
    });
  });

  it('pages the journal', async () => {
    const word = unique();
    for (const name of ['un', 'deux', 'trois']) await journalRow({ target_label: `${word} ${name}` });
    const first = (await list(`?search=${word}&pageSize=2`)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((item: { target_label: string }) => item.target_label)).toEqual([
      `${word} trois`,
      `${word} deux`,
    ]);
    expect(await labelsOf(`?search=${word}&pageSize=2&page=2`)).toEqual([`${word} un`]);
  });

  it('searches the administrator, the element and the action’s French words, accents and case aside', async () => {
    const word = unique();
    await journalRow({
      action: 'member.validate',
      actor_name: 'Hélène Trésor',
      target_label: `Compte ${word}`,
    });
    await journalRow({ action: 'loan.return', actor_name: 'Paul Bureau', target_label: `Perceuse ${word}` });
    await journalRow({ action: 'document.delete', actor_name: 'Paul Bureau', target_label: `Bilan ${word}` });
    expect(await labelsOf(`?search=HELENE%20${word}`)).toEqual([`Compte ${word}`]);
    expect(await labelsOf(`?search=perceuse%20${word}`)).toEqual([`Perceuse ${word}`]);
    expect(await labelsOf(`?search=validation%20${word}`)).toEqual([`Compte ${word}`]);
    expect(await labelsOf(`?search=retour%20materiel%20${word}`)).toEqual([`Perceuse ${word}`]);
    expect(await labelsOf(`?search=paul%20suppression%20${word}`)).toEqual([`Bilan ${word}`]);
    expect(await labelsOf(`?search=${word}&action=loan.return`)).toEqual([`Perceuse ${word}`]);
  });

  it('answers 400 with a French message for a bad query', async () => {
    const cases: [string, string][] = [
      [`?pageSize=${AUDIT_PAGE_SIZE_MAX + 1}`, 'pageSize'],
      ['?action=member.fly', 'Action inconnue'],
      [`?search=${'a'.repeat(101)}`, 'Recherche trop longue'],
      ['?page=0', 'page'],
    ];
    for (const [query, said] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(JSON.stringify(response.json().error)).toContain(said);
    }
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', memberCookie)).statusCode).toBe(403);
  });

  it('keeps a page under 100 KB when every row carries its longest changes', async () => {
    const word = unique();
    const long = `${word} ${'Évènement très détaillé. '.repeat(200)}`;
    // A member's ten fields are the most an action records.
    const fields = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`champ_${i}`, long]));
    const changed = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, `${value}!`]));
    for (let i = 0; i < AUDIT_PAGE_SIZE_MAX; i++) {
      await journalRow({ target_label: long.slice(0, 100), changes: changedFields(fields, changed) });
    }
    const response = await list(`?search=${word}&pageSize=${AUDIT_PAGE_SIZE_MAX}`);
    expect(response.json().items).toHaveLength(AUDIT_PAGE_SIZE_MAX);
    expect(Buffer.byteLength(response.body)).toBeLessThan(100 * 1024);
  });

  it('offers no way to change or delete a journal row', async () => {
    const row = await journalRow({ target_label: 'Intouchable' });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${row.id}`]) {
        const response = await t.app.inject({ method, url, headers: { cookie: adminCookie }, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const journalPaths = Object.entries(document.paths as Record<string, object>).filter(([path]) =>
      path.includes('audit'),
    );
    expect(journalPaths.map(([path, operations]) => [path, Object.keys(operations)])).toEqual([
      ['/api/admin/audit', ['get']],
      ['/api/admin/audit.csv', ['get']],
    ]);
  });
});
