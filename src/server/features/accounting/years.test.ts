import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingAccounts, accountingYears, auditLog } from '../../db/schema.ts';
import { createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEntry } from './entries.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const YEARS = '/api/admin/accounting/years';

describe('POST /api/admin/accounting/years', () => {
  it('creates the first year, longer than twelve months, with the associations’ chart', async () => {
    const response = await call('POST', YEARS, adminCookie, {
      start_date: '2024-05-15',
      end_date: '2025-08-31',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      label: '2024-2025',
      start_date: '2024-05-15',
      end_date: '2025-08-31',
      closed_at: null,
      result_cents: null,
      entry_count: 0,
    });
    const codes = (await t.db.select({ code: accountingAccounts.code }).from(accountingAccounts)).map(
      (a) => a.code,
    );
    expect(codes).toEqual(
      expect.arrayContaining(['512', '530', '5112', '756', '754', '7541', '74', '706', '627', '86', '87']),
    );
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.year-create'));
    expect(line?.changes).toMatchObject({
      date_debut: { after: '2024-05-15' },
      date_fin: { after: '2025-08-31' },
    });
  });

  it('refuses a year overlapping another, beside its first day', async () => {
    const response = await call('POST', YEARS, adminCookie, {
      start_date: '2025-08-01',
      end_date: '2026-07-31',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'start_date', message: 'Ces dates chevauchent l’exercice 2024-2025.' },
    ]);
  });

  it('refuses a year of more than 24 months, or ending before it starts', async () => {
    const long = await call('POST', YEARS, adminCookie, { start_date: '2030-01-01', end_date: '2032-01-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual([
      { path: 'end_date', message: 'Un exercice dure 24 mois au plus.' },
    ]);
    const backwards = await call('POST', YEARS, adminCookie, {
      start_date: '2030-01-01',
      end_date: '2029-12-31',
    });
    expect(backwards.json().error.fields).toEqual([
      { path: 'end_date', message: 'La fin de l’exercice doit suivre son début.' },
    ]);
    const missing = await call('POST', YEARS, adminCookie, { end_date: '2029-12-31' });
    expect(missing.json().error.fields).toEqual([
      { path: 'start_date', message: 'Indiquez le premier jour de l’exercice' },
    ]);
  });

  it('keeps two open years at most', async () => {
    const second = await call('POST', YEARS, adminCookie, {
      label: 'Exercice 2025/2026',
      start_date: '2025-09-01',
      end_date: '2026-08-31',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().label).toBe('Exercice 2025/2026');
    const third = await call('POST', YEARS, adminCookie, {
      start_date: '2026-09-01',
      end_date: '2027-08-31',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({
      code: 'YEARS_OPEN',
      message: 'Deux exercices sont déjà ouverts : clôturez le plus ancien avant d’en créer un autre.',
    });
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const body = { start_date: '2040-01-01', end_date: '2040-12-31' };
    expect((await call('POST', YEARS, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', YEARS, memberCookie, body)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/accounting/years', () => {
  it('lists the years latest first with their entries counted', async () => {
    const response = await call('GET', YEARS, adminCookie);
    expect(response.statusCode).toBe(200);
    const labels = response.json().map((year: { label: string }) => year.label);
    expect(labels.indexOf('Exercice 2025/2026')).toBeLessThan(labels.indexOf('2024-2025'));
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('GET', YEARS, undefined)).statusCode).toBe(401);
    expect((await call('GET', YEARS, memberCookie)).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/admin/accounting/years/:id', () => {
  it('renames an open year and moves its dates while its entries stay inside', async () => {
    const year = await createAccountingYear(t.db, { start_date: '2010-01-01', end_date: '2010-12-31' });
    await createEntry(
      t.ctx,
      await simpleEntry(t.db, { kind: 'recette', date: '2010-06-15', amount_cents: 1000, nature: '756' }),
      admin,
    );
    const url = `${YEARS}/${year.id}`;
    const moved = await call('PUT', url, adminCookie, {
      label: '2010 bis',
      start_date: '2010-02-01',
      end_date: '2010-12-31',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ label: '2010 bis', start_date: '2010-02-01', entry_count: 1 });
    const [updated] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.year-update'));
    expect(updated).toMatchObject({
      target_label: 'Exercice 2010 bis',
      changes: {
        libelle: { before: '2010', after: '2010 bis' },
        date_debut: { before: '2010-01-01', after: '2010-02-01' },
      },
    });
    const outside = await call('PUT', url, adminCookie, { start_date: '2010-07-01', end_date: '2010-12-31' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields[0]).toEqual({
      path: 'start_date',
      message: 'Des écritures de cet exercice tomberaient hors de ces dates.',
    });
    const refused = await call('DELETE', url, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Cet exercice porte des écritures : il ne peut pas être supprimé.',
    );
  });

  it('deletes an empty open year, never a closed one', async () => {
    const empty = await createAccountingYear(t.db, { start_date: '2008-01-01', end_date: '2008-12-31' });
    const deleted = await call('DELETE', `${YEARS}/${empty.id}`, adminCookie);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(accountingYears).where(eq(accountingYears.id, empty.id))).toEqual([]);
    const [journal] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.year-delete'));
    expect(journal).toMatchObject({
      target_id: empty.id,
      changes: { date_debut: { before: '2008-01-01', after: null } },
    });
    const closed = await createAccountingYear(t.db, {
      start_date: '2007-01-01',
      end_date: '2007-12-31',
      closed: true,
    });
    const refused = await call('DELETE', `${YEARS}/${closed.id}`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('YEAR_CLOSED');
    const renamed = await call('PUT', `${YEARS}/${closed.id}`, adminCookie, {
      start_date: '2007-01-01',
      end_date: '2007-12-31',
      label: 'Autre',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers 404 for an unknown year, 401 signed out and 403 to a member', async () => {
    const url = `${YEARS}/${crypto.randomUUID()}`;
    const body = { start_date: '2050-01-01', end_date: '2050-12-31' };
    expect((await call('PUT', url, adminCookie, body)).statusCode).toBe(404);
    expect((await call('DELETE', url, adminCookie)).statusCode).toBe(404);
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, memberCookie, body)).statusCode).toBe(403);
    expect((await call('DELETE', url, memberCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/accounting/years/:id/next-piece', () => {
  it('proposes the number after the year’s last one', async () => {
    const year = await createAccountingYear(t.db, { start_date: '2005-01-01', end_date: '2005-12-31' });
    const url = `${YEARS}/${year.id}/next-piece`;
    expect((await call('GET', url, adminCookie)).json()).toEqual({ piece_number: 1 });
    await createEntry(
      t.ctx,
      {
        ...(await simpleEntry(t.db, {
          kind: 'depense',
          date: '2005-03-01',
          amount_cents: 500,
          nature: '6064',
        })),
        piece_number: 41,
      },
      admin,
    );
    expect((await call('GET', url, adminCookie)).json()).toEqual({ piece_number: 42 });
  });

  it('answers 404 for an unknown year, 401 signed out and 403 to a member', async () => {
    const url = `${YEARS}/${crypto.randomUUID()}/next-piece`;
    expect((await call('GET', url, adminCookie)).statusCode).toBe(404);
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await call('GET', url, memberCookie)).statusCode).toBe(403);
  });
});
