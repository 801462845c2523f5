import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingAccounts, accountingProjects, auditLog } from '../../db/schema.ts';
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

const ACCOUNTS = '/api/admin/accounting/accounts';
const PROJECTS = '/api/admin/accounting/projects';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  year = await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
});
afterAll(() => t.close());

const codes = (response: { json: () => { items: { code: string }[] } }) =>
  response.json().items.map((account) => account.code);

describe('GET /api/admin/accounting/accounts', () => {
  it('pages the chart by number, with each account’s class', async () => {
    const response = await call('GET', `${ACCOUNTS}?pageSize=3`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, pageSize: 3, total: expect.any(Number) });
    expect(response.json().total).toBeGreaterThan(150);
    expect(response.json().items).toEqual([
      {
        id: expect.any(String),
        code: '10',
        label: 'Fonds propres et réserves',
        class: 1,
        hidden: false,
        added: false,
        in_use: false,
      },
      expect.objectContaining({ code: '102' }),
      expect.objectContaining({ code: '1021' }),
    ]);
  });

  it('finds accounts by the start of their number or words of their label, accents aside', async () => {
    expect(codes(await call('GET', `${ACCOUNTS}?search=512`, adminCookie))).toEqual(['512']);
    expect(codes(await call('GET', `${ACCOUNTS}?search=cheques encaisser`, adminCookie))).toEqual(['5112']);
    expect(codes(await call('GET', `${ACCOUNTS}?search=cotisations&class=7`, adminCookie))).toEqual([
      '756',
      '7561',
      '7562',
    ]);
  });

  it('offers a simple entry’s fields the accounts of their classes only', async () => {
    const treasury = codes(await call('GET', `${ACCOUNTS}?usage=tresorerie&pageSize=100`, adminCookie));
    expect(treasury).toEqual(expect.arrayContaining(['512', '530', '5112']));
    expect(treasury.every((code: string) => code.startsWith('5'))).toBe(true);
    const natures = codes(
      await call('GET', `${ACCOUNTS}?usage=recette&pageSize=100&search=dons manuels`, adminCookie),
    );
    expect(natures).toEqual(['7541']);
  });

  it('answers 400 for an unknown class, 401 signed out and 403 to a member', async () => {
    const wrong = await call('GET', `${ACCOUNTS}?class=9`, adminCookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([{ path: 'class', message: 'Classe de 1 à 8' }]);
    expect((await call('GET', ACCOUNTS, undefined)).statusCode).toBe(401);
    expect((await call('GET', ACCOUNTS, memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/accounting/accounts', () => {
  it('adds a sub-account under an existing one, journalled', async () => {
    const response = await call('POST', ACCOUNTS, adminCookie, { code: '5121', label: 'Crédit Coopératif' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: '5121',
      label: 'Crédit Coopératif',
      class: 5,
      added: true,
      in_use: false,
    });
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.account-create'));
    expect(journal?.target_label).toBe('5121 Crédit Coopératif');
  });

  it('refuses a number under no account, one taken, and a malformed one, beside the number', async () => {
    const orphan = await call('POST', ACCOUNTS, adminCookie, { code: '99', label: 'Hors plan' });
    expect(orphan.statusCode).toBe(400);
    const noParent = await call('POST', ACCOUNTS, adminCookie, { code: '5901', label: 'Sans parent' });
    expect(noParent.json().error.fields).toEqual([
      {
        path: 'code',
        message:
          'Le numéro d’un sous-compte commence par celui d’un compte existant (5121 sous 512, par exemple).',
      },
    ]);
    const taken = await call('POST', ACCOUNTS, adminCookie, { code: '5121', label: 'Encore' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual([
      { path: 'code', message: 'Ce numéro de compte existe déjà.' },
    ]);
    const noLabel = await call('POST', ACCOUNTS, adminCookie, { code: '5302', label: '' });
    expect(noLabel.json().error.fields).toEqual([
      { path: 'label', message: 'Indiquez le libellé du compte' },
    ]);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const body = { code: '5309', label: 'Caisse de la buvette' };
    expect((await call('POST', ACCOUNTS, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', ACCOUNTS, memberCookie, body)).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/admin/accounting/accounts/:id', () => {
  it('renames and hides an account, which leaves the pickers but keeps its number', async () => {
    const id = await accountId(t.db, '5115');
    const response = await call('PUT', `${ACCOUNTS}/${id}`, adminCookie, {
      label: 'Carte HelloAsso',
      hidden: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '5115', label: 'Carte HelloAsso', hidden: true });
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.account-update'));
    expect(journal?.changes).toEqual({
      libelle: { before: 'Paiements par carte à encaisser', after: 'Carte HelloAsso' },
      masque: { before: false, after: true },
    });
    expect(codes(await call('GET', `${ACCOUNTS}?search=5115`, adminCookie))).toEqual([]);
    expect(codes(await call('GET', `${ACCOUNTS}?search=5115&visibility=masques`, adminCookie))).toEqual([
      '5115',
    ]);
    const invalid = await call('PUT', `${ACCOUNTS}/${id}`, adminCookie, { label: ' ', hidden: false });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes an added account without lines, never one with lines nor one of the chart', async () => {
    const added = (
      await call('POST', ACCOUNTS, adminCookie, { code: '5301', label: 'Caisse de la fête' })
    ).json();
    const used = (await call('POST', ACCOUNTS, adminCookie, { code: '5122', label: 'Livret A' })).json();
    await createEntry(
      t.ctx,
      {
        ...(await simpleEntry(t.db, {
          kind: 'recette',
          date: '2026-02-01',
          amount_cents: 300,
          nature: '768',
        })),
        treasury_account_id: used.id,
      },
      admin,
    );
    expect((await call('DELETE', `${ACCOUNTS}/${added.id}`, memberCookie)).statusCode).toBe(403);
    expect((await call('DELETE', `${ACCOUNTS}/${added.id}`, undefined)).statusCode).toBe(401);
    expect((await call('DELETE', `${ACCOUNTS}/${added.id}`, adminCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(accountingAccounts).where(eq(accountingAccounts.id, added.id))).toEqual(
      [],
    );
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.account-delete'));
    expect(journal).toMatchObject({ target_label: '5301 Caisse de la fête' });
    const inUse = await call('DELETE', `${ACCOUNTS}/${used.id}`, adminCookie);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({
      code: 'ACCOUNT_IN_USE',
      message: 'Ce compte porte des écritures : masquez-le plutôt.',
    });
    const chart = await call('DELETE', `${ACCOUNTS}/${await accountId(t.db, '6251')}`, adminCookie);
    expect(chart.statusCode).toBe(409);
    expect(chart.json().error.message).toBe(
      'Un compte du plan comptable des associations ne se supprime pas : masquez-le plutôt.',
    );
  });

  it('answers 404 for an unknown account, 401 and 403', async () => {
    const url = `${ACCOUNTS}/${crypto.randomUUID()}`;
    const body = { label: 'X', hidden: false };
    expect((await call('PUT', url, adminCookie, body)).statusCode).toBe(404);
    expect((await call('DELETE', url, adminCookie)).statusCode).toBe(404);
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, memberCookie, body)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/accounting/accounts/:id/lines', () => {
  it('pages an account’s lines in the book’s order with the running balance and the totals', async () => {
    const ledgerYear = await createAccountingYear(t.db, { start_date: '2028-01-01', end_date: '2028-12-31' });
    const moves: ['recette' | 'depense', string, number, string][] = [
      ['recette', '2028-01-05', 10_000, '756'],
      ['depense', '2028-01-05', 2500, '616'],
      ['recette', '2028-02-10', 4000, '7541'],
      ['depense', '2028-03-01', 1500, '627'],
    ];
    for (const [kind, date, amount_cents, nature] of moves)
      await createEntry(t.ctx, await simpleEntry(t.db, { kind, date, amount_cents, nature }), admin);
    const bank = await accountId(t.db, '512');
    const url = `${ACCOUNTS}/${bank}/lines?year_id=${ledgerYear.id}`;
    const first = (await call('GET', `${url}&pageSize=3`, adminCookie)).json();
    expect(first).toMatchObject({
      total: 4,
      account: { code: '512', label: 'Banque' },
      year: { id: ledgerYear.id },
      totals: { debit_cents: 14_000, credit_cents: 4000, balance_cents: 10_000 },
    });
    expect(
      first.items.map((line: { piece_number: number; balance_cents: number }) => [
        line.piece_number,
        line.balance_cents,
      ]),
    ).toEqual([
      [1, 10_000],
      [2, 7500],
      [3, 11_500],
    ]);
    const second = (await call('GET', `${url}&pageSize=3&page=2`, adminCookie)).json();
    expect(second.items).toEqual([
      expect.objectContaining({
        piece_number: 4,
        kind: 'depense',
        entry_label: 'Fournitures',
        credit_cents: 1500,
        balance_cents: 10_000,
      }),
    ]);
  });

  it('answers 400 without a year, 404 for an unknown account or year, 401 and 403', async () => {
    const bank = await accountId(t.db, '512');
    const noYear = await call('GET', `${ACCOUNTS}/${bank}/lines`, adminCookie);
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().error.fields[0].path).toBe('year_id');
    expect(
      (await call('GET', `${ACCOUNTS}/${crypto.randomUUID()}/lines?year_id=${year.id}`, adminCookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${ACCOUNTS}/${bank}/lines?year_id=${crypto.randomUUID()}`, adminCookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${ACCOUNTS}/${bank}/lines?year_id=${year.id}`, undefined)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `${ACCOUNTS}/${bank}/lines?year_id=${year.id}`, memberCookie)).statusCode).toBe(
      403,
    );
  });
});

describe('projects', () => {
  it('creates, renames, archives and lists projects by name', async () => {
    const created = await call('POST', PROJECTS, adminCookie, { label: 'Fête de quartier 2027' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      label: 'Fête de quartier 2027',
      archived: false,
    });
    const [creation] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.project-create'));
    expect(creation).toMatchObject({ target_id: created.json().id, target_label: 'Fête de quartier 2027' });
    await call('POST', PROJECTS, adminCookie, { label: 'Atelier mémoire' });
    const listed = await call('GET', PROJECTS, adminCookie);
    expect(listed.json().items.map((project: { label: string }) => project.label)).toEqual([
      'Atelier mémoire',
      'Fête de quartier 2027',
    ]);
    const archived = await call('PUT', `${PROJECTS}/${created.json().id}`, adminCookie, {
      label: 'Fête de quartier 2027',
      archived: true,
    });
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await call('GET', PROJECTS, adminCookie)).json().total).toBe(1);
    expect((await call('GET', `${PROJECTS}?state=archives`, adminCookie)).json().items[0].label).toBe(
      'Fête de quartier 2027',
    );
    expect((await call('GET', `${PROJECTS}?state=tous&search=fete`, adminCookie)).json().total).toBe(1);
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.project-update'));
    expect(journal?.changes).toEqual({ archive: { before: false, after: true } });
  });

  it('refuses a name another project has, case and accents aside, beside the name', async () => {
    const taken = await call('POST', PROJECTS, adminCookie, { label: 'ATELIER MEMOIRE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual([{ path: 'label', message: 'Un projet porte déjà ce nom.' }]);
    const empty = await call('POST', PROJECTS, adminCookie, { label: '' });
    expect(empty.json().error.fields).toEqual([{ path: 'label', message: 'Indiquez le nom du projet' }]);
  });

  it('answers 404 for an unknown project, 401 and 403', async () => {
    const [project] = await t.db.insert(accountingProjects).values({ label: 'Sortie au musée' }).returning();
    const url = `${PROJECTS}/${project?.id}`;
    const body = { label: 'Sortie', archived: false };
    expect((await call('PUT', `${PROJECTS}/${crypto.randomUUID()}`, adminCookie, body)).statusCode).toBe(404);
    for (const [method, path, payload] of [
      ['GET', PROJECTS, undefined],
      ['POST', PROJECTS, { label: 'Autre' }],
      ['PUT', url, body],
    ] as const) {
      expect((await call(method, path, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, path, memberCookie, payload)).statusCode).toBe(403);
    }
  });
});
