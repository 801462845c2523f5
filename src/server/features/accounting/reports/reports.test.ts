import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEC_COLUMNS } from '../../../../domain/accounting-reports.ts';
import { eurosToCents } from '../../../../domain/money.ts';
import { auditLog, documentsAg } from '../../../db/schema.ts';
import { accountId, createAccountingYear, simpleEntry } from '../../../testing/accounting-factories.ts';
import { createAssembly } from '../../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../../testing/factories.ts';
import { apiCaller } from '../../../testing/materials-factories.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createEntry } from '../entries.ts';
import { createProject } from '../projects.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;
let previousId: string;
let yearId: string;
let emptyYearId: string;
let fete: string;

const YEARS = '/api/admin/accounting/years';

const simple = async (
  kind: 'recette' | 'depense',
  date: string,
  amount_cents: number,
  nature: string,
  treasury = '512',
) => createEntry(t.ctx, await simpleEntry(t.db, { kind, date, amount_cents, nature, treasury }), admin);

/** An advanced entry from [account, debit, credit, project] lines. */
async function advanced(date: string, lines: [string, number, number, string?][]) {
  return createEntry(
    t.ctx,
    {
      kind: 'avancee',
      date,
      label: 'Écriture',
      piece_number: null,
      reference: null,
      user_id: null,
      lines: await Promise.all(
        lines.map(async ([code, debit_cents, credit_cents, project_id]) => ({
          account_id: await accountId(t.db, code),
          debit_cents,
          credit_cents,
          label: null,
          project_id: project_id ?? null,
        })),
      ),
    },
    admin,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  previousId = (await createAccountingYear(t.db, { start_date: '2024-09-01', end_date: '2025-08-31' })).id;
  yearId = (await createAccountingYear(t.db, { start_date: '2025-09-01', end_date: '2026-08-31' })).id;
  emptyYearId = (await createAccountingYear(t.db, { start_date: '2026-09-01', end_date: '2027-08-31' })).id;
  fete = (await createProject(t.ctx, { label: 'Fête de quartier' }, admin)).id;

  await simple('recette', '2024-10-05', 10_000, '756');
  await simple('depense', '2025-01-20', 3000, '6132');

  await simple('recette', '2025-09-15', 12_345, '756');
  await simple('recette', '2025-10-01', 5000, '7541', '530');
  await simple('recette', '2025-11-03', 200_000, '740');
  await simple('depense', '2025-11-20', 2550, '6064');
  await simple('depense', '2026-01-10', 30_000, '6132');
  await advanced('2026-02-01', [
    ['2183', 80_000, 0],
    ['512', 0, 80_000],
  ]);
  await advanced('2026-03-01', [
    ['411', 1500, 0],
    ['706', 0, 1500, fete],
  ]);
  await advanced('2026-04-01', [
    ['6226', 4000, 0, fete],
    ['401', 0, 4000],
  ]);
  await advanced('2026-05-01', [
    ['864', 20_000, 0],
    ['875', 0, 20_000],
  ]);
});
afterAll(() => t.close());

const report = (id: string, name: string, cookie: string | null = adminCookie) =>
  call('GET', `${YEARS}/${id}/reports/${name}`, cookie);

const REPORTS = ['balance', 'income-statement', 'balance-sheet', 'projects'];

describe('the reports of a year', () => {
  it('answers 401 signed out, 403 to a member, 404 for an unknown year and 400 for a malformed id', async () => {
    for (const name of REPORTS) {
      expect((await report(yearId, name, null)).statusCode).toBe(401);
      expect((await report(yearId, name, memberCookie)).statusCode).toBe(403);
      expect((await report('00000000-0000-4000-8000-000000000000', name)).statusCode).toBe(404);
      const malformed = await report('abc', name);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: [{ path: 'id', message: 'Identifiant invalide' }],
      });
    }
  });

  it('gives the balance of each account with lines, debits equal to credits', async () => {
    const response = await report(yearId, 'balance');
    expect(response.statusCode).toBe(200);
    const balance = response.json();
    expect(balance.year).toMatchObject({
      id: yearId,
      start_date: '2025-09-01',
      end_date: '2026-08-31',
      closed: false,
    });
    const byCode = Object.fromEntries(
      balance.accounts.map((account: { code: string }) => [account.code, account]),
    );
    expect(balance.accounts.map((account: { code: string }) => account.code)).toEqual([
      '2183',
      '401',
      '411',
      '512',
      '530',
      '6064',
      '6132',
      '6226',
      '706',
      '740',
      '7541',
      '756',
      '864',
      '875',
    ]);
    expect(byCode['512']).toMatchObject({
      debit_cents: 212_345,
      credit_cents: 112_550,
      balance_cents: 99_795,
    });
    expect(byCode['401']).toMatchObject({ debit_cents: 0, credit_cents: 4000, balance_cents: -4000 });
    expect(balance.totals).toEqual({ debit_cents: 355_395, credit_cents: 355_395 });
  });

  it('gives the compte de résultat by heading beside the previous year, the contributions in kind apart', async () => {
    const response = await report(yearId, 'income-statement');
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement.previous_year).toMatchObject({ id: previousId });
    const line = (code: string, label: string, amount_cents: number, previous_cents: number) => ({
      code,
      label,
      amount_cents,
      previous_cents,
      budget_cents: null,
    });
    expect(statement.charges).toEqual([
      line('60', 'Achats', 2550, 0),
      line('61', 'Services extérieurs', 30_000, 3000),
      line('62', 'Autres services extérieurs', 4000, 0),
    ]);
    expect(statement.produits).toEqual([
      line('70', 'Ventes de produits finis, prestations de services, marchandises', 1500, 0),
      line('74', 'Subventions d’exploitation', 200_000, 0),
      line('75', 'Autres produits de gestion courante', 17_345, 10_000),
    ]);
    expect(statement.total_charges).toEqual({
      amount_cents: 36_550,
      previous_cents: 3000,
      budget_cents: null,
    });
    expect(statement.total_produits).toEqual({
      amount_cents: 218_845,
      previous_cents: 10_000,
      budget_cents: null,
    });
    expect(statement.result).toEqual({ amount_cents: 182_295, previous_cents: 7000, budget_cents: null });
    expect(statement.voluntary.emplois).toEqual([
      line('86', 'Emplois des contributions volontaires en nature', 20_000, 0),
    ]);
    expect(statement.voluntary.total_contributions).toMatchObject({ amount_cents: 20_000 });
  });

  it('gives a bilan whose assets equal its liabilities, the year’s result among them', async () => {
    const response = await report(yearId, 'balance-sheet');
    expect(response.statusCode).toBe(200);
    const { actif, passif } = response.json();
    const amounts = (side: { lines: { item: string; amount_cents: number }[] }) =>
      Object.fromEntries(side.lines.map((line) => [line.item, line.amount_cents]));
    expect(amounts(actif)).toEqual({
      immobilisations: 80_000,
      stocks: 0,
      creances: 1500,
      disponibilites: 104_795,
    });
    expect(amounts(passif)).toEqual({ fonds_propres: 0, resultat: 182_295, provisions: 0, dettes: 4000 });
    expect(actif.total_cents).toBe(186_295);
    expect(passif.total_cents).toBe(actif.total_cents);
  });

  it('gives each project’s charges, produits and result', async () => {
    const response = await report(yearId, 'projects');
    expect(response.statusCode).toBe(200);
    expect(response.json().projects).toEqual([
      { id: fete, label: 'Fête de quartier', charges_cents: 4000, produits_cents: 1500, result_cents: -2500 },
    ]);
  });

  it('gives empty reports for a year without entries', async () => {
    const balance = (await report(emptyYearId, 'balance')).json();
    expect(balance.accounts).toEqual([]);
    expect(balance.totals).toEqual({ debit_cents: 0, credit_cents: 0 });
    const statement = (await report(emptyYearId, 'income-statement')).json();
    expect(statement.previous_year).toMatchObject({ id: yearId });
    expect(statement.produits.find((line: { code: string }) => line.code === '74')).toMatchObject({
      amount_cents: 0,
      previous_cents: 200_000,
    });
    expect(statement.result).toMatchObject({ amount_cents: 0, previous_cents: 182_295 });
    const sheet = (await report(emptyYearId, 'balance-sheet')).json();
    expect([sheet.actif.total_cents, sheet.passif.total_cents]).toEqual([0, 0]);
    expect((await report(emptyYearId, 'projects')).json().projects).toEqual([]);
  });
});

describe('the exports of a year', () => {
  const EXPORTS = ['journal.csv', 'general-ledger.csv', 'balance.csv', 'income-statement.csv', 'fec.txt'];
  const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

  it('answers 401 signed out, 403 to a member, 404 for an unknown year and 400 for a malformed id', async () => {
    for (const name of EXPORTS) {
      expect((await report(yearId, name, null)).statusCode).toBe(401);
      expect((await report(yearId, name, memberCookie)).statusCode).toBe(403);
      expect((await report('00000000-0000-4000-8000-000000000000', name)).statusCode).toBe(404);
      expect((await report('abc', name)).statusCode).toBe(400);
    }
  });

  it('writes the journal for French Excel, each line of each entry in date order', async () => {
    const response = await report(yearId, 'journal.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('journal-2025-2026.csv');
    expect(response.body.startsWith('\uFEFF"Date";"N° de pièce"')).toBe(true);
    const rows = rowsOf(response.body);
    expect(rows).toHaveLength(1 + 18);
    expect(rows[1]).toEqual([
      '15/09/2025',
      '1',
      'Recette',
      '',
      '512',
      'Banque',
      'Cotisation',
      '123,45',
      '',
      '',
    ]);
    expect(rows.at(-3)).toEqual([
      '01/04/2026',
      '8',
      'Écriture avancée',
      '',
      '401',
      'Fournisseurs',
      'Écriture',
      '',
      '40,00',
      '',
    ]);
    expect(rows.find((row) => row[4] === '706')?.[9]).toBe('Fête de quartier');
  });

  it('writes the grand livre with each account’s running balance', async () => {
    const rows = rowsOf((await report(yearId, 'general-ledger.csv')).body);
    const bank = rows.filter((row) => row[0] === '512');
    expect(bank.map((row) => row[7])).toEqual(['123,45', '2123,45', '2097,95', '1797,95', '997,95']);
    expect(rows[1]?.[0]).toBe('2183');
  });

  it('writes the balance and the compte de résultat with their totals', async () => {
    const balance = rowsOf((await report(yearId, 'balance.csv')).body);
    expect(balance.at(-1)).toEqual(['', 'Total', '3553,95', '3553,95', '0,00']);
    const statement = rowsOf((await report(yearId, 'income-statement.csv')).body);
    expect(statement[0]).toEqual([
      'Partie',
      'Rubrique',
      'Intitulé',
      'Exercice 2025-2026',
      'Exercice 2024-2025',
    ]);
    expect(statement).toContainEqual(['Produits', '74', 'Subventions d’exploitation', '2000,00', '0,00']);
    expect(statement).toContainEqual([
      'Résultat',
      '',
      'Résultat de l’exercice (excédent)',
      '1822,95',
      '70,00',
    ]);
  });

  it('writes the FEC: 18 tab-separated columns, a line per entry line, debits equal to credits', async () => {
    const response = await report(yearId, 'fec.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/FEC20260831\.txt/);
    const lines = response.body
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
    expect(lines[0]).toEqual([...FEC_COLUMNS]);
    const body = lines.slice(1);
    expect(body).toHaveLength(18);
    for (const line of body) expect(line).toHaveLength(18);
    const sum = (column: number) => body.reduce((total, line) => total + eurosToCents(line[column] ?? ''), 0);
    expect(sum(11)).toBe(355_395);
    expect(sum(12)).toBe(sum(11));
    expect(body[0]?.slice(0, 13)).toEqual([
      'BQ',
      'Banque',
      '1',
      '20250915',
      '512',
      'Banque',
      '',
      '',
      '1',
      '20250915',
      'Cotisation',
      '123,45',
      '0,00',
    ]);
    expect(new Set(body.map((line) => line[0]))).toEqual(new Set(['BQ', 'CA', 'OD']));
  });
});

describe('the rapport financier', () => {
  it('answers 401 signed out, 403 to a member and 404 for an unknown year', async () => {
    expect((await report(yearId, 'financial-report.pdf', null)).statusCode).toBe(401);
    expect((await report(yearId, 'financial-report.pdf', memberCookie)).statusCode).toBe(403);
    expect((await report('00000000-0000-4000-8000-000000000000', 'financial-report.pdf')).statusCode).toBe(
      404,
    );
  });

  it('prints the compte de résultat beside the previous year and a balanced bilan', async () => {
    const response = await report(yearId, 'financial-report.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('rapport-financier-2025-2026.pdf');
    const text = (await pdfText(response.rawPayload)).replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of [
      'Rapport financier — exercice 2025-2026',
      'Du 01/09/2025 au 31/08/2026',
      'Exercice 2024-2025',
      '74 Subventions d’exploitation',
      '2 000,00 €',
      'Total des produits',
      '2 188,45 €',
      'Résultat de l’exercice (excédent)',
      '1 822,95 €',
      '70,00 €',
      'Contributions volontaires en nature',
      'Bilan simplifié au 31/08/2026',
      'Total de l’actif',
      'Total du passif',
    ])
      expect(text).toContain(expected);
    expect(text.match(/1 862,95 €/g)).toHaveLength(2);
  });
});

describe('the budget', () => {
  const budget = (id: string) => `${YEARS}/${id}/budget`;

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const body = { lines: [{ account_id: await accountId(t.db, '6064'), amount_cents: 100 }] };
    expect((await call('PUT', budget(yearId), null, body)).statusCode).toBe(401);
    expect((await call('PUT', budget(yearId), memberCookie, body)).statusCode).toBe(403);
    expect((await call('POST', `${budget(yearId)}/copy-previous`, memberCookie)).statusCode).toBe(403);
    expect((await call('GET', budget(yearId), memberCookie)).statusCode).toBe(403);
    expect((await call('GET', budget(yearId))).statusCode).toBe(401);
    expect((await call('GET', budget(yearId), adminCookie)).json().lines).toEqual([]);
  });

  it('refuses a negative amount, an account twice and an account that is neither a charge nor a produit', async () => {
    const fournitures = await accountId(t.db, '6064');
    const negative = await call('PUT', budget(yearId), adminCookie, {
      lines: [{ account_id: fournitures, amount_cents: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual([
      { path: 'lines.0.amount_cents', message: 'Le montant doit être positif ou nul.' },
    ]);
    const twice = await call('PUT', budget(yearId), adminCookie, {
      lines: [
        { account_id: fournitures, amount_cents: 1 },
        { account_id: fournitures, amount_cents: 2 },
      ],
    });
    expect(twice.json().error.fields).toEqual([
      { path: 'lines.1.account_id', message: 'Ce compte figure deux fois dans le budget.' },
    ]);
    const bank = await call('PUT', budget(yearId), adminCookie, {
      lines: [{ account_id: await accountId(t.db, '512'), amount_cents: 1 }],
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().error.fields).toEqual([
      {
        path: 'lines.0.account_id',
        message: 'Un budget ne porte que sur des comptes de charges (classe 6) ou de produits (classe 7).',
      },
    ]);
  });

  it('stores the budget typed, journals it and sets it beside the actuals in the compte de résultat', async () => {
    const response = await call('PUT', budget(yearId), adminCookie, {
      lines: [
        { account_id: await accountId(t.db, '740'), amount_cents: 250_000 },
        { account_id: await accountId(t.db, '6064'), amount_cents: 3000 },
        { account_id: await accountId(t.db, '6135'), amount_cents: 0 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .lines.map((line: { code: string; amount_cents: number }) => [line.code, line.amount_cents]),
    ).toEqual([
      ['6064', 3000],
      ['740', 250_000],
    ]);
    const [journal] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.budget-set'));
    expect(journal).toMatchObject({ target_id: yearId });
    const statement = (await report(yearId, 'income-statement')).json();
    expect(statement.charges[0]).toMatchObject({ code: '60', amount_cents: 2550, budget_cents: 3000 });
    expect(statement.charges[1]).toMatchObject({ code: '61', budget_cents: 0 });
    expect(statement.total_produits.budget_cents).toBe(250_000);
    expect(statement.result.budget_cents).toBe(247_000);
  });

  it('copies the previous year’s actuals, and says when there is no previous year or the year is closed', async () => {
    const response = await call('POST', `${budget(yearId)}/copy-previous`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .lines.map((line: { code: string; amount_cents: number }) => [line.code, line.amount_cents]),
    ).toEqual([
      ['6132', 3000],
      ['756', 10_000],
    ]);
    const first = await call('POST', `${budget(previousId)}/copy-previous`, adminCookie);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toBe('Aucun exercice précédent dont copier le réalisé.');
    const closed = await createAccountingYear(t.db, {
      start_date: '2023-09-01',
      end_date: '2024-08-31',
      closed: true,
    });
    const refused = await call('PUT', budget(closed.id), adminCookie, { lines: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Cet exercice est clôturé : son budget ne change plus.');
  });
});

describe('« Joindre à l’assemblée »', () => {
  const attach = (id: string, body: object, cookie: string | null = adminCookie) =>
    call('POST', `${YEARS}/${id}/reports/financial-report/attach`, cookie, body);

  it('adds the rapport financier, with the budget, to the assembly’s documents, journalled', async () => {
    const assembly = await createAssembly(t.db);
    const response = await attach(yearId, { assembly_id: assembly.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'rapport_financier', nom: 'Rapport financier 2025-2026' });
    const [stored] = await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, assembly.id));
    const file = await t.ctx.storage.read(stored?.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
    const text = await pdfText(Buffer.concat(chunks));
    expect(text).toContain('Rapport financier — exercice 2025-2026');
    expect(text).toContain('Budget');
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assembly.document-add'), eq(auditLog.target_id, response.json().id)));
    expect(journal).toBeDefined();
  });

  it('refuses a malformed assembly, answers 404 for an unknown one, 401 and 403, and adds nothing', async () => {
    const assembly = await createAssembly(t.db);
    const malformed = await attach(yearId, { assembly_id: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual([{ path: 'assembly_id', message: 'Identifiant invalide' }]);
    expect((await attach(yearId, { assembly_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await attach(yearId, { assembly_id: assembly.id }, null)).statusCode).toBe(401);
    expect((await attach(yearId, { assembly_id: assembly.id }, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, assembly.id))).toEqual([]);
  });
});
