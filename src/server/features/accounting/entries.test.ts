import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingLines, accountingProjects, auditLog, users } from '../../db/schema.ts';
import { accountIds, createAccountingYear } from '../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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
