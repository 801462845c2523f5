import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingAccounts, accountingEntries, accountingLines, auditLog } from '../../db/schema.ts';
import { accountId, createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEntry } from './entries.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;

const YEARS = '/api/admin/accounting/years';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

async function createYear(start_date: string, end_date: string): Promise<string> {
  const response = await call('POST', YEARS, adminCookie, { start_date, end_date });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const entry = async (
  kind: 'recette' | 'depense',
  date: string,
  amount_cents: number,
  nature: string,
  treasury = '512',
) => createEntry(t.ctx, await simpleEntry(t.db, { kind, date, amount_cents, nature, treasury }), admin);

/** The opening entry's lines of a year, by account number. */
async function openingOf(yearId: string) {
  const [opening] = await t.db
    .select()
    .from(accountingEntries)
    .where(eq(accountingEntries.year_id, yearId))
    .orderBy(asc(accountingEntries.piece_number))
    .limit(1);
  const lines = opening
    ? await t.db
        .select({
          code: accountingAccounts.code,
          debit: accountingLines.debit_cents,
          credit: accountingLines.credit_cents,
        })
        .from(accountingLines)
        .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
        .where(eq(accountingLines.entry_id, opening.id))
        .orderBy(asc(accountingLines.position))
    : [];
  return { opening, lines };
}

describe('POST /api/admin/accounting/years/:id/close', () => {
  let first: string;
  let second: string;
  let firstEntryId: string;

  it('refuses while the next year does not exist, saying when it starts', async () => {
    first = await createYear('2024-09-01', '2025-08-31');
    firstEntryId = (await entry('recette', '2024-10-05', 10_000, '756')).id;
    await entry('recette', '2024-11-12', 5000, '7541', '530');
    await entry('depense', '2025-01-20', 3000, '6132');
    await entry('recette', '2025-03-01', 20_000, '740');
    await createEntry(
      t.ctx,
      {
        kind: 'avancee',
        date: '2025-04-02',
        label: 'Ordinateur portable',
        piece_number: null,
        reference: null,
        user_id: null,
        lines: [
          {
            account_id: await accountId(t.db, '2183'),
            debit_cents: 8000,
            credit_cents: 0,
            label: null,
            project_id: null,
          },
          {
            account_id: await accountId(t.db, '512'),
            debit_cents: 0,
            credit_cents: 8000,
            label: null,
            project_id: null,
          },
        ],
      },
      admin,
    );
    const response = await call('POST', `${YEARS}/${first}/close`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'NEXT_YEAR_MISSING',
      message: 'Créez d’abord l’exercice suivant, qui commence le 01/09/2025.',
    });
  });

  it('closes the years in their order', async () => {
    second = await createYear('2025-09-01', '2026-08-31');
    await entry('recette', '2025-09-15', 1500, '756');
    const response = await call('POST', `${YEARS}/${second}/close`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'PREVIOUS_YEAR_OPEN',
      message: 'Clôturez d’abord l’exercice précédent.',
    });
  });

  it('records the result, locks the year and carries classes 1 to 5 and the surplus into the next', async () => {
    const response = await call('POST', `${YEARS}/${first}/close`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first,
      result_cents: 32_000,
      closed_by: 'Alice Admin',
      opening_entry_id: expect.any(String),
    });
    expect(response.json().closed_at).not.toBeNull();
    const { opening, lines } = await openingOf(second);
    expect(opening).toMatchObject({
      id: response.json().opening_entry_id,
      kind: 'ouverture',
      piece_number: 0,
      date: '2025-09-01',
      label: 'Report à nouveau de l’exercice 2024-2025',
    });
    expect(lines).toEqual([
      { code: '2183', debit: 8000, credit: 0 },
      { code: '512', debit: 19_000, credit: 0 },
      { code: '530', debit: 5000, credit: 0 },
      { code: '120', debit: 0, credit: 32_000 },
    ]);
    const [journal] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.year-close'));
    expect(journal?.target_label).toBe('Exercice 2024-2025');
    const result = journal?.changes?.resultat as { after: string };
    expect(result.after.replace(/\s/g, ' ')).toBe('320,00 €');
  });

  it('refuses every write in the closed year afterwards', async () => {
    const again = await call('POST', `${YEARS}/${first}/close`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cet exercice est déjà clôturé.');
    const created = await call(
      'POST',
      '/api/admin/accounting/entries',
      adminCookie,
      await simpleEntry(t.db, { kind: 'recette', date: '2025-02-01', amount_cents: 100, nature: '756' }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual([
      {
        path: 'date',
        message:
          'Cet exercice est clôturé : une correction se fait par une nouvelle écriture dans l’exercice ouvert.',
      },
    ]);
    const url = `/api/admin/accounting/entries/${firstEntryId}`;
    const body = await simpleEntry(t.db, {
      kind: 'recette',
      date: '2024-10-05',
      amount_cents: 99,
      nature: '756',
    });
    expect((await call('PUT', url, adminCookie, body)).json().error.code).toBe('YEAR_CLOSED');
    expect((await call('DELETE', url, adminCookie)).json().error.code).toBe('YEAR_CLOSED');
    const { payload, headers } = await multipartPayload(
      {},
      { name: 'ticket.pdf', type: 'application/pdf', data: '%PDF-1.4 ticket' },
    );
    const attached = await t.app.inject({
      method: 'PUT',
      url: `${url}/attachment`,
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(attached.statusCode).toBe(409);
    const [kept] = await t.db.select().from(accountingEntries).where(eq(accountingEntries.id, firstEntryId));
    expect(kept).toMatchObject({ attachment_key: null, piece_number: 1 });
  });

  it('keeps the opening entry as the closing wrote it', async () => {
    const { opening } = await openingOf(second);
    const url = `/api/admin/accounting/entries/${opening?.id}`;
    const body = await simpleEntry(t.db, {
      kind: 'recette',
      date: '2025-09-01',
      amount_cents: 99,
      nature: '756',
    });
    const changed = await call('PUT', url, adminCookie, body);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(
      'Le report à nouveau vient de la clôture de l’exercice précédent : corrigez-le par une nouvelle écriture.',
    );
    expect((await call('DELETE', url, adminCookie)).statusCode).toBe(409);
  });

  it('opens the next year’s bank ledger on the carried balance', async () => {
    const ledger = await call(
      'GET',
      `/api/admin/accounting/accounts/${await accountId(t.db, '512')}/lines?year_id=${second}`,
      adminCookie,
    );
    expect(
      ledger
        .json()
        .items.map((line: { piece_number: number; balance_cents: number }) => [
          line.piece_number,
          line.balance_cents,
        ]),
    ).toEqual([
      [0, 19_000],
      [1, 20_500],
    ]);
  });

  it('carries a deficit on 129 from year to year, and closes an empty year without an opening entry', async () => {
    // Years before the others, so that none of theirs is still open before them.
    const year = (start: string, end: string) =>
      createAccountingYear(t.db, { start_date: start, end_date: end }).then((row) => row.id);
    const lean = await year('2010-01-01', '2010-12-31');
    const next = await year('2011-01-01', '2011-12-31');
    await entry('depense', '2010-06-01', 500, '627');
    const closed = await call('POST', `${YEARS}/${lean}/close`, adminCookie);
    expect(closed.json()).toMatchObject({ result_cents: -500 });
    expect((await openingOf(next)).lines).toEqual([
      { code: '512', debit: 0, credit: 500 },
      { code: '129', debit: 500, credit: 0 },
    ]);
    const after = await year('2012-01-01', '2012-12-31');
    const carried = await call('POST', `${YEARS}/${next}/close`, adminCookie);
    expect(carried.json()).toMatchObject({ result_cents: 0, opening_entry_id: expect.any(String) });
    expect((await openingOf(after)).lines).toEqual([
      { code: '129', debit: 500, credit: 0 },
      { code: '512', debit: 0, credit: 500 },
    ]);
    const empty = await year('2000-01-01', '2000-12-31');
    const emptyNext = await year('2001-01-01', '2001-12-31');
    const closedEmpty = await call('POST', `${YEARS}/${empty}/close`, adminCookie);
    expect(closedEmpty.json()).toMatchObject({ result_cents: 0, opening_entry_id: null });
    expect((await openingOf(emptyNext)).opening).toBeUndefined();
  });

  it('answers 404 for an unknown year, 401 signed out and 403 to a member', async () => {
    expect((await call('POST', `${YEARS}/${crypto.randomUUID()}/close`, adminCookie)).statusCode).toBe(404);
    expect((await call('POST', `${YEARS}/${second}/close`, undefined)).statusCode).toBe(401);
    expect((await call('POST', `${YEARS}/${second}/close`, memberCookie)).statusCode).toBe(403);
  });
});
