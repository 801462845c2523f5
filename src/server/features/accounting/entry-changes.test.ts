import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingLines, accountingProjects, accountingYears, auditLog } from '../../db/schema.ts';
import { accountIds, createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEntry } from './entries.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;
let year: { id: string };
let ids: Record<string, string>;

const ENTRIES = '/api/admin/accounting/entries';
/** Intl writes « 120,50 € » with no-break spaces; the messages are compared as a person reads them. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  year = await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
  await createAccountingYear(t.db, { start_date: '2025-01-01', end_date: '2025-12-31', closed: true });
  ids = await accountIds(t.db, [
    '512',
    '530',
    '5112',
    '756',
    '7541',
    '6064',
    '6132',
    '616',
    '627',
    '2183',
    '864',
    '875',
  ]);
});
afterAll(() => t.close());

const receipt = (values: object = {}) => ({
  kind: 'recette',
  date: '2026-03-14',
  label: 'Cotisation de Marie Curie',
  amount_cents: 2500,
  nature_account_id: ids['756'],
  treasury_account_id: ids['512'],
  ...values,
});

const linesOf = (entryId: string) =>
  t.db
    .select({
      account_id: accountingLines.account_id,
      debit_cents: accountingLines.debit_cents,
      credit_cents: accountingLines.credit_cents,
      project_id: accountingLines.project_id,
      date: accountingLines.date,
      piece_number: accountingLines.piece_number,
    })
    .from(accountingLines)
    .where(eq(accountingLines.entry_id, entryId))
    .orderBy(asc(accountingLines.position));

describe('GET /api/admin/accounting/entries/:id', () => {
  it('answers an entry with its lines, 404 for an unknown one, 401 and 403', async () => {
    const entry = await createEntry(
      t.ctx,
      await simpleEntry(t.db, { kind: 'recette', date: '2026-08-01', amount_cents: 4200, nature: '7541' }),
      admin,
    );
    const found = await call('GET', `${ENTRIES}/${entry.id}`, adminCookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(entry);
    expect((await call('GET', `${ENTRIES}/${crypto.randomUUID()}`, adminCookie)).statusCode).toBe(404);
    expect((await call('GET', `${ENTRIES}/${entry.id}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `${ENTRIES}/${entry.id}`, memberCookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/accounting/entries/:id', () => {
  it('rewrites the lines, keeps the piece number, and journals before and after', async () => {
    const entry = (await call('POST', ENTRIES, adminCookie, receipt({ label: 'Don de Louise' }))).json();
    const response = await call(
      'PUT',
      `${ENTRIES}/${entry.id}`,
      adminCookie,
      receipt({
        label: 'Don de Louise',
        amount_cents: 3000,
        nature_account_id: ids['7541'],
        treasury_account_id: ids['5112'],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ piece_number: entry.piece_number, amount_cents: 3000 });
    expect(await linesOf(entry.id)).toMatchObject([
      { account_id: ids['5112'], debit_cents: 3000 },
      { account_id: ids['7541'], credit_cents: 3000 },
    ]);
    const [journal] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.target_id, entry.id), eq(auditLog.action, 'accounting.entry-update')));
    const lignes = journal?.changes?.lignes as { before: string[]; after: string[] };
    expect(spaced(lignes.before.join(' ; '))).toContain('756 Cotisations : crédit 25,00 €');
    expect(spaced(lignes.after.join(' ; '))).toContain('7541 Dons manuels : crédit 30,00 €');
  });

  it('refuses to move an entry into a closed year, and to change an entry of a closed year', async () => {
    const entry = (await call('POST', ENTRIES, adminCookie, receipt())).json();
    const moved = await call('PUT', `${ENTRIES}/${entry.id}`, adminCookie, receipt({ date: '2025-12-31' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields[0].path).toBe('date');
    const old = await createAccountingYear(t.db, { start_date: '2020-01-01', end_date: '2020-12-31' });
    const kept = await createEntry(
      t.ctx,
      await simpleEntry(t.db, { kind: 'recette', date: '2020-05-05', amount_cents: 100, nature: '756' }),
      admin,
    );
    await t.db
      .update(accountingYears)
      .set({ closed_at: new Date(), result_cents: 0 })
      .where(eq(accountingYears.id, old.id));
    const changed = await call('PUT', `${ENTRIES}/${kept.id}`, adminCookie, receipt({ date: '2020-05-05' }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('YEAR_CLOSED');
    const deleted = await call('DELETE', `${ENTRIES}/${kept.id}`, adminCookie);
    expect(deleted.statusCode).toBe(409);
  });

  it('answers 400 with the field, 404 for an unknown entry, 401 and 403', async () => {
    const entry = (await call('POST', ENTRIES, adminCookie, receipt())).json();
    const url = `${ENTRIES}/${entry.id}`;
    const invalid = await call('PUT', url, adminCookie, receipt({ label: '' }));
    expect(invalid.json().error.fields).toEqual([{ path: 'label', message: 'Indiquez un libellé' }]);
    expect((await call('PUT', `${ENTRIES}/${crypto.randomUUID()}`, adminCookie, receipt())).statusCode).toBe(
      404,
    );
    expect((await call('PUT', url, undefined, receipt())).statusCode).toBe(401);
    expect((await call('PUT', url, memberCookie, receipt())).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/accounting/entries/:id', () => {
  it('deletes an entry of an open year with its lines, journalled', async () => {
    const entry = (await call('POST', ENTRIES, adminCookie, receipt({ label: 'Saisie en double' }))).json();
    expect((await call('DELETE', `${ENTRIES}/${entry.id}`, memberCookie)).statusCode).toBe(403);
    expect((await call('DELETE', `${ENTRIES}/${entry.id}`, undefined)).statusCode).toBe(401);
    const response = await call('DELETE', `${ENTRIES}/${entry.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await linesOf(entry.id)).toEqual([]);
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.entry-delete'));
    expect(journal?.target_label).toBe(`Pièce ${entry.piece_number} — Saisie en double`);
    expect((await call('DELETE', `${ENTRIES}/${entry.id}`, adminCookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/accounting/years/:id/entries', () => {
  it('pages a year’s entries newest first, filtered by account, project, kind, words, number and period', async () => {
    const listed = await createAccountingYear(t.db, { start_date: '2032-01-01', end_date: '2032-12-31' });
    const [project] = await t.db
      .insert(accountingProjects)
      .values({ label: 'Vide-grenier 2032' })
      .returning();
    const days = ['2032-01-10', '2032-02-10', '2032-03-10', '2032-04-10'];
    for (const date of days)
      await createEntry(
        t.ctx,
        await simpleEntry(t.db, { kind: 'recette', date, amount_cents: 1000, nature: '756' }),
        admin,
      );
    await createEntry(
      t.ctx,
      {
        ...(await simpleEntry(t.db, {
          kind: 'depense',
          date: '2032-05-01',
          amount_cents: 2000,
          nature: '6064',
          treasury: '530',
        })),
        label: 'Étiquettes du vide-grenier',
        project_id: project?.id ?? null,
      },
      admin,
    );
    const url = `/api/admin/accounting/years/${listed.id}/entries`;
    const first = await call('GET', `${url}?pageSize=2`, adminCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 5, page: 1, pageSize: 2, totalIsEstimate: false });
    expect(first.json().items.map((entry: { date: string }) => entry.date)).toEqual([
      '2032-05-01',
      '2032-04-10',
    ]);
    const second = await call('GET', `${url}?pageSize=2&page=2`, adminCookie);
    expect(second.json().items.map((entry: { date: string }) => entry.date)).toEqual([
      '2032-03-10',
      '2032-02-10',
    ]);
    const count = async (query: string) => (await call('GET', `${url}?${query}`, adminCookie)).json().total;
    expect(await count(`account_id=${ids['530']}`)).toBe(1);
    expect(await count(`project_id=${project?.id}`)).toBe(1);
    expect(await count('kind=recette')).toBe(4);
    expect(await count('search=etiquettes')).toBe(1);
    expect(await count('search=3')).toBe(1);
    expect(await count('from=2032-02-01&to=2032-03-31')).toBe(2);
  });

  it('answers 400 for a wrong filter, 404 for an unknown year, 401 and 403', async () => {
    const url = `/api/admin/accounting/years/${year.id}/entries`;
    const wrong = await call('GET', `${url}?kind=cadeau`, adminCookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields[0].path).toBe('kind');
    expect(
      (await call('GET', `/api/admin/accounting/years/${crypto.randomUUID()}/entries`, adminCookie))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await call('GET', url, memberCookie)).statusCode).toBe(403);
  });
});
