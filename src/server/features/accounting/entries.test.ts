import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountingEntries,
  accountingLines,
  accountingProjects,
  accountingYears,
  auditLog,
  users,
} from '../../db/schema.ts';
import { accountId, createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
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
  ids = {};
  for (const code of [
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
  ])
    ids[code] = await accountId(t.db, code);
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

describe('POST /api/admin/accounting/entries', () => {
  it('stores a receipt as the bank debited and the nature credited, with the year’s next piece', async () => {
    const response = await call('POST', ENTRIES, adminCookie, receipt({ reference: 'Chèque 1234567' }));
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      year: { id: year.id, closed: false },
      date: '2026-03-14',
      kind: 'recette',
      piece_number: 1,
      reference: 'Chèque 1234567',
      amount_cents: 2500,
      attachment: null,
      source: null,
      lines: [
        { account: { code: '512', label: 'Banque' }, debit_cents: 2500, credit_cents: 0, reconciled: false },
        { account: { code: '756', label: 'Cotisations' }, debit_cents: 0, credit_cents: 2500 },
      ],
    });
    expect(await linesOf(entry.id)).toEqual([
      {
        account_id: ids['512'],
        debit_cents: 2500,
        credit_cents: 0,
        project_id: null,
        date: '2026-03-14',
        piece_number: 1,
      },
      {
        account_id: ids['756'],
        debit_cents: 0,
        credit_cents: 2500,
        project_id: null,
        date: '2026-03-14',
        piece_number: 1,
      },
    ]);
    const [journal] = await t.db.select().from(auditLog).where(eq(auditLog.target_id, entry.id));
    expect(journal).toMatchObject({ action: 'accounting.entry-create', actor_id: admin.id });
    expect(spaced(JSON.stringify(journal?.changes))).toContain('512 Banque : débit 25,00 €');
  });

  it('stores an expense on a project, for a member, and a transfer between bank and cash', async () => {
    const [project] = await t.db
      .insert(accountingProjects)
      .values({ label: 'Fête de quartier 2027' })
      .returning();
    const member = await createMember(t.db, { prenom: 'Jeanne', nom: 'Baret' });
    const expense = await call('POST', ENTRIES, adminCookie, {
      kind: 'depense',
      date: '2026-04-02',
      label: 'Location de la salle',
      amount_cents: 15_000,
      nature_account_id: ids['6132'],
      treasury_account_id: ids['530'],
      project_id: project?.id,
      user_id: member.id,
    });
    expect(expense.statusCode).toBe(201);
    expect(expense.json()).toMatchObject({
      member: { id: member.id, prenom: 'Jeanne', nom: 'Baret' },
      lines: [
        { account: { code: '6132' }, debit_cents: 15_000, project: { label: 'Fête de quartier 2027' } },
        { account: { code: '530' }, credit_cents: 15_000, project: null },
      ],
    });
    const transfer = await call('POST', ENTRIES, adminCookie, {
      kind: 'virement',
      date: '2026-04-03',
      label: 'Dépôt de la caisse',
      amount_cents: 8000,
      from_account_id: ids['530'],
      to_account_id: ids['512'],
    });
    expect(transfer.statusCode).toBe(201);
    expect(transfer.json().lines).toMatchObject([
      { account: { code: '512' }, debit_cents: 8000 },
      { account: { code: '530' }, credit_cents: 8000 },
    ]);
  });

  it('stores an advanced entry of balanced lines, with the number the treasurer typed', async () => {
    const response = await call('POST', ENTRIES, adminCookie, {
      kind: 'avancee',
      date: '2026-05-20',
      label: 'Achat d’un ordinateur, frais bancaires',
      piece_number: 500,
      lines: [
        { account_id: ids['2183'], debit_cents: 64_900 },
        { account_id: ids['627'], debit_cents: 150, label: 'Frais du virement' },
        { account_id: ids['512'], credit_cents: 65_050 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ piece_number: 500, amount_cents: 65_050 });
    expect(response.json().lines[1]).toMatchObject({ label: 'Frais du virement', debit_cents: 150 });
  });

  it('refuses an unbalanced entry, saying both sums beside its lines', async () => {
    const response = await call('POST', ENTRIES, adminCookie, {
      kind: 'avancee',
      date: '2026-05-21',
      label: 'Déséquilibrée',
      lines: [
        { account_id: ids['6064'], debit_cents: 12_050 },
        { account_id: ids['512'], credit_cents: 10_000 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const [field] = response.json().error.fields;
    expect(field.path).toBe('lines');
    expect(spaced(field.message)).toBe('L’écriture n’est pas équilibrée : débit 120,50 €, crédit 100,00 €.');
  });

  it('refuses a zero or negative amount, and a line with both sides or none', async () => {
    for (const amount_cents of [0, -500]) {
      const response = await call('POST', ENTRIES, adminCookie, receipt({ amount_cents }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([
        { path: 'amount_cents', message: 'Le montant doit être supérieur à zéro.' },
      ]);
    }
    const both = await call('POST', ENTRIES, adminCookie, {
      kind: 'avancee',
      date: '2026-05-21',
      label: 'Deux côtés',
      lines: [{ account_id: ids['6064'], debit_cents: 100, credit_cents: 100 }, { account_id: ids['512'] }],
    });
    expect(both.json().error.fields).toEqual(
      expect.arrayContaining([
        {
          path: 'lines.0.debit_cents',
          message: 'Une ligne porte soit un débit, soit un crédit, supérieur à zéro.',
        },
        {
          path: 'lines.1.debit_cents',
          message: 'Une ligne porte soit un débit, soit un crédit, supérieur à zéro.',
        },
      ]),
    );
  });

  it('refuses an account of the wrong class for a receipt, an expense or a transfer', async () => {
    const wrongNature = await call('POST', ENTRIES, adminCookie, receipt({ nature_account_id: ids['6064'] }));
    expect(wrongNature.json().error.fields).toEqual([
      { path: 'nature_account_id', message: 'Ce compte ne convient pas à une recette.' },
    ]);
    const expense = await call('POST', ENTRIES, adminCookie, receipt({ kind: 'depense' }));
    expect(expense.json().error.fields).toEqual([
      { path: 'nature_account_id', message: 'Ce compte ne convient pas à une dépense.' },
    ]);
    const notBank = await call('POST', ENTRIES, adminCookie, receipt({ treasury_account_id: ids['616'] }));
    expect(notBank.json().error.fields).toEqual([
      { path: 'treasury_account_id', message: 'Choisissez un compte de banque ou de caisse (classe 5).' },
    ]);
    const sameAccount = await call('POST', ENTRIES, adminCookie, {
      kind: 'virement',
      date: '2026-04-03',
      label: 'Vers elle-même',
      amount_cents: 100,
      from_account_id: ids['512'],
      to_account_id: ids['512'],
    });
    expect(sameAccount.json().error.fields).toEqual([
      { path: 'to_account_id', message: 'Choisissez deux comptes différents.' },
    ]);
    const unknown = await call(
      'POST',
      ENTRIES,
      adminCookie,
      receipt({ nature_account_id: crypto.randomUUID() }),
    );
    expect(unknown.json().error.fields).toEqual([
      { path: 'nature_account_id', message: 'Compte introuvable' },
    ]);
  });

  it('keeps voluntary contributions in kind (class 8) among themselves', async () => {
    const mixed = await call('POST', ENTRIES, adminCookie, {
      kind: 'avancee',
      date: '2026-06-01',
      label: 'Bénévolat',
      lines: [
        { account_id: ids['864'], debit_cents: 30_000 },
        { account_id: ids['7541'], credit_cents: 30_000 },
      ],
    });
    expect(mixed.json().error.fields).toEqual([
      {
        path: 'lines',
        message:
          'Les contributions volontaires (classe 8) s’écrivent entre elles, sans compte d’une autre classe.',
      },
    ]);
    const paired = await call('POST', ENTRIES, adminCookie, {
      kind: 'avancee',
      date: '2026-06-01',
      label: 'Bénévolat de la fête',
      lines: [
        { account_id: ids['864'], debit_cents: 30_000 },
        { account_id: ids['875'], credit_cents: 30_000 },
      ],
    });
    expect(paired.statusCode).toBe(201);
  });

  it('refuses a date outside every year, and one in a closed year, beside the date', async () => {
    const outside = await call('POST', ENTRIES, adminCookie, receipt({ date: '2031-01-01' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual([
      { path: 'date', message: 'Aucun exercice ne couvre cette date.' },
    ]);
    const closed = await call('POST', ENTRIES, adminCookie, receipt({ date: '2025-06-30' }));
    expect(closed.json().error.fields).toEqual([
      {
        path: 'date',
        message:
          'Cet exercice est clôturé : une correction se fait par une nouvelle écriture dans l’exercice ouvert.',
      },
    ]);
  });

  it('refuses a piece number taken twice in the year, beside the number', async () => {
    const first = await call('POST', ENTRIES, adminCookie, receipt({ piece_number: 900 }));
    expect(first.statusCode).toBe(201);
    const again = await call('POST', ENTRIES, adminCookie, receipt({ piece_number: 900 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'PIECE_TAKEN',
      message: 'Ce numéro de pièce est déjà pris pour cet exercice.',
      fields: [{ path: 'piece_number', message: 'Ce numéro de pièce est déjà pris pour cet exercice.' }],
    });
  });

  it('refuses a member who is unknown, and an erased one', async () => {
    const unknown = await call('POST', ENTRIES, adminCookie, receipt({ user_id: crypto.randomUUID() }));
    expect(unknown.json().error.fields).toEqual([{ path: 'user_id', message: 'Membre introuvable' }]);
    const erased = await createMember(t.db);
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, erased.id));
    const refused = await call('POST', ENTRIES, adminCookie, receipt({ user_id: erased.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ACCOUNT_ERASED');
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('POST', ENTRIES, undefined, receipt())).statusCode).toBe(401);
    expect((await call('POST', ENTRIES, memberCookie, receipt())).statusCode).toBe(403);
  });
});

describe('piece numbers under load', () => {
  it('gives twenty entries saved at once twenty distinct numbers, 1 to 20', async () => {
    const busy = await createAccountingYear(t.db, { start_date: '2030-01-01', end_date: '2030-12-31' });
    const input = await simpleEntry(t.db, {
      kind: 'recette',
      date: '2030-02-01',
      amount_cents: 1000,
      nature: '756',
    });
    const created = await Promise.all(Array.from({ length: 20 }, () => createEntry(t.ctx, input, admin)));
    expect(created.map((entry) => entry.piece_number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const stored = await t.db
      .select({ piece: accountingEntries.piece_number })
      .from(accountingEntries)
      .where(eq(accountingEntries.year_id, busy.id));
    expect(new Set(stored.map((row) => row.piece)).size).toBe(20);
  });
});

describe('the database’s own balance rule', () => {
  it('refuses an unbalanced entry written past the service, when the transaction commits', async () => {
    const write = t.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(accountingEntries)
        .values({
          year_id: year.id,
          date: '2026-07-01',
          label: 'Écrite à la main',
          kind: 'avancee',
          piece_number: 7001,
        })
        .returning();
      if (!entry) throw new Error('écriture non créée');
      const placed = { entry_id: entry.id, year_id: year.id, date: '2026-07-01', piece_number: 7001 };
      await tx.insert(accountingLines).values([
        { ...placed, position: 0, account_id: ids['6064'] as string, debit_cents: 1000 },
        { ...placed, position: 1, account_id: ids['512'] as string, credit_cents: 900 },
      ]);
    });
    await expect(write).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'accounting_entries_balanced' },
    });
    expect(
      await t.db.select().from(accountingEntries).where(eq(accountingEntries.piece_number, 7001)),
    ).toEqual([]);
  });

  it('refuses a line changed alone, and an entry without lines', async () => {
    const entry = await createEntry(
      t.ctx,
      await simpleEntry(t.db, { kind: 'depense', date: '2026-07-02', amount_cents: 700, nature: '6064' }),
      admin,
    );
    await expect(
      t.db
        .update(accountingLines)
        .set({ debit_cents: 800 })
        .where(eq(accountingLines.entry_id, entry.id))
        .returning(),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      t.db
        .insert(accountingEntries)
        .values({ year_id: year.id, date: '2026-07-03', label: 'Vide', kind: 'avancee', piece_number: 7002 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});

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
