import { describe, expect, it } from 'vitest';
import { fitsUsage } from './accounting.ts';
import { ASSOCIATIONS_CHART } from './accounting-chart.ts';
import { entryLines, projectsOf } from './accounting-entries.ts';
import { type EntryInput, entryInputSchema } from './accounting-entry-schemas.ts';
import { canChangeEntry, canDeleteAccount } from './accounting-permissions.ts';

/** Account ids named after their numbers, so that the rules read like the chart. */
const codes = new Map(
  ['512', '530', '5112', '756', '7541', '164', '401', '6064', '2183', '627', '864', '875'].map((code) => [
    `id-${code}`,
    code,
  ]),
);
const common = { date: '2026-03-01', label: 'Écriture', piece_number: null, reference: null, user_id: null };
const simple = (kind: 'recette' | 'depense', nature: string, treasury = '512'): EntryInput => ({
  ...common,
  kind,
  amount_cents: 1250,
  nature_account_id: `id-${nature}`,
  treasury_account_id: `id-${treasury}`,
  project_id: 'projet',
});
const line = (account: string, debit: number, credit: number) => ({
  account_id: `id-${account}`,
  debit_cents: debit,
  credit_cents: credit,
  label: null,
  project_id: null,
});

describe('the lines of a simple entry', () => {
  it('debits the bank and credits the nature of a receipt, the project on the nature', () => {
    expect(entryLines(simple('recette', '756'), codes)).toEqual({
      lines: [line('512', 1250, 0), { ...line('756', 0, 1250), project_id: 'projet' }],
      problems: [],
    });
  });

  it('debits the nature and credits the bank of an expense', () => {
    expect(entryLines(simple('depense', '6064', '530'), codes).lines).toEqual([
      { ...line('6064', 1250, 0), project_id: 'projet' },
      line('530', 0, 1250),
    ]);
  });

  it('takes a loan received as a receipt and a fixed asset or a supplier as an expense', () => {
    expect(entryLines(simple('recette', '164'), codes).problems).toEqual([]);
    expect(entryLines(simple('depense', '2183'), codes).problems).toEqual([]);
    expect(entryLines(simple('depense', '401'), codes).problems).toEqual([]);
  });

  it('refuses a nature of the wrong class and a bank that is not a financial account, beside each', () => {
    expect(entryLines(simple('recette', '6064'), codes).problems).toEqual([
      { path: 'nature_account_id', message: 'Ce compte ne convient pas à une recette.' },
    ]);
    expect(entryLines(simple('depense', '7541', '627'), codes).problems).toEqual([
      { path: 'nature_account_id', message: 'Ce compte ne convient pas à une dépense.' },
      { path: 'treasury_account_id', message: 'Choisissez un compte de banque ou de caisse (classe 5).' },
    ]);
    expect(entryLines(simple('recette', '999'), codes).problems).toEqual([
      { path: 'nature_account_id', message: 'Compte introuvable' },
    ]);
  });

  it('moves a transfer from one financial account to another', () => {
    const transfer: EntryInput = {
      ...common,
      kind: 'virement',
      amount_cents: 5000,
      from_account_id: 'id-530',
      to_account_id: 'id-512',
    };
    expect(entryLines(transfer, codes).lines).toEqual([line('512', 5000, 0), line('530', 0, 5000)]);
    expect(entryLines({ ...transfer, from_account_id: 'id-756' }, codes).problems).toEqual([
      { path: 'from_account_id', message: 'Choisissez un compte de banque ou de caisse (classe 5).' },
    ]);
  });
});

describe('an advanced entry', () => {
  const advanced = (lines: ReturnType<typeof line>[]): EntryInput => ({ ...common, kind: 'avancee', lines });

  it('keeps its lines as typed', () => {
    const lines = [line('2183', 60_000, 0), line('627', 150, 0), line('512', 0, 60_150)];
    expect(entryLines(advanced(lines), codes)).toEqual({ lines, problems: [] });
  });

  it('keeps voluntary contributions in kind apart from the other classes', () => {
    expect(entryLines(advanced([line('864', 100, 0), line('875', 0, 100)]), codes).problems).toEqual([]);
    expect(entryLines(advanced([line('864', 100, 0), line('512', 0, 100)]), codes).problems).toEqual([
      {
        path: 'lines',
        message:
          'Les contributions volontaires (classe 8) s’écrivent entre elles, sans compte d’une autre classe.',
      },
    ]);
  });

  it('names each unknown account beside its line', () => {
    expect(entryLines(advanced([line('512', 100, 0), line('999', 0, 100)]), codes).problems).toEqual([
      { path: 'lines.1.account_id', message: 'Compte introuvable' },
    ]);
  });
});

describe('the entry schema', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';
  const issues = (value: object) =>
    entryInputSchema.safeParse({ ...common, ...value }).error?.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message.replace(/\s/g, ' '),
    }));

  it('refuses an unbalanced advanced entry, saying both sums', () => {
    expect(
      issues({
        kind: 'avancee',
        lines: [
          { account_id: id, debit_cents: 12_050 },
          { account_id: other, credit_cents: 10_000 },
        ],
      }),
    ).toEqual([
      { path: 'lines', message: 'L’écriture n’est pas équilibrée : débit 120,50 €, crédit 100,00 €.' },
    ]);
  });

  it('refuses a zero, negative or fractional amount', () => {
    const receipt = { kind: 'recette', nature_account_id: id, treasury_account_id: other };
    expect(issues({ ...receipt, amount_cents: 0 })).toEqual([
      { path: 'amount_cents', message: 'Le montant doit être supérieur à zéro.' },
    ]);
    expect(issues({ ...receipt, amount_cents: -1 })).toEqual([
      { path: 'amount_cents', message: 'Le montant doit être supérieur à zéro.' },
    ]);
    expect(issues({ ...receipt, amount_cents: 12.5 })).toEqual([
      { path: 'amount_cents', message: 'Un montant se compte en centimes entiers' },
    ]);
  });

  it('refuses one line, and a transfer to the account it leaves', () => {
    expect(issues({ kind: 'avancee', lines: [{ account_id: id, debit_cents: 1 }] })).toContainEqual({
      path: 'lines',
      message: 'Une écriture avancée compte au moins deux lignes.',
    });
    expect(issues({ kind: 'virement', amount_cents: 10, from_account_id: id, to_account_id: id })).toEqual([
      { path: 'to_account_id', message: 'Choisissez deux comptes différents.' },
    ]);
  });

  it('lists the projects an entry names, once each', () => {
    const lines = [
      { ...line('512', 100, 0), project_id: 'fete' },
      { ...line('756', 0, 50), project_id: 'fete' },
      { ...line('7541', 0, 50), project_id: 'atelier' },
    ];
    expect(projectsOf({ ...common, kind: 'avancee', lines })).toEqual(['fete', 'atelier']);
  });
});

describe('the chart and the permissions', () => {
  it('holds every account the books name, each in its class', () => {
    const chart = new Map(ASSOCIATIONS_CHART.map((account) => [account.code, account.label]));
    expect(chart.get('512')).toBe('Banque');
    expect(chart.get('530')).toBe('Caisse');
    expect(chart.get('5112')).toBe('Chèques à encaisser');
    expect(chart.get('756')).toBe('Cotisations');
    expect(chart.get('7541')).toBe('Dons manuels');
    expect(chart.get('74')).toBe('Subventions d’exploitation');
    expect(chart.get('706')).toBe('Prestations de services');
    expect(chart.get('627')).toBe('Services bancaires et assimilés');
    for (const code of ['60', '61', '62', '86', '87', '110', '119', '120', '129', '1068'])
      expect(chart.has(code)).toBe(true);
    expect(fitsUsage('5112', 'tresorerie')).toBe(true);
  });

  it('lets a typed entry of an open year change, never the opening entry nor a closed year’s', () => {
    expect(canChangeEntry({ kind: 'recette' }, { closed_at: null })).toBe(true);
    expect(canChangeEntry({ kind: 'ouverture' }, { closed_at: null })).toBe(false);
    expect(canChangeEntry({ kind: 'recette' }, { closed_at: '2026-01-01T00:00:00Z' })).toBe(false);
  });

  it('deletes an added account without lines only', () => {
    expect(canDeleteAccount({ added: true, in_use: false })).toBe(true);
    expect(canDeleteAccount({ added: true, in_use: true })).toBe(false);
    expect(canDeleteAccount({ added: false, in_use: false })).toBe(false);
  });
});
