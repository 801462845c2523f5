import { describe, expect, it } from 'vitest';
import {
  balanceSheet,
  fecDate,
  fecFileName,
  fecJournal,
  headingLabel,
  incomeStatement,
} from './accounting-reports.ts';

const account = (code: string, debit_cents: number, credit_cents: number) => ({
  code,
  label: code,
  debit_cents,
  credit_cents,
});

describe('balanceSheet', () => {
  it('balances an overdraft, depreciation, a supplier’s advance and a loan, the deficit among the liabilities', () => {
    const sheet = balanceSheet([
      account('2183', 100_000, 0),
      account('28183', 0, 20_000),
      account('4091', 3000, 0),
      account('401', 0, 7000),
      account('164', 0, 50_000),
      account('110', 0, 10_000),
      account('512', 0, 1234),
      account('530', 2000, 0),
      account('6132', 40_000, 0),
      account('756', 0, 56_766),
      account('864', 500, 0),
      account('875', 0, 500),
    ]);
    expect(sheet.actif.total_cents).toBe(85_000);
    expect(sheet.passif.total_cents).toBe(85_000);
    expect(sheet.passif.lines.find((line) => line.item === 'dettes')?.amount_cents).toBe(58_234);
    expect(sheet.passif.lines.find((line) => line.item === 'resultat')?.amount_cents).toBe(16_766);
  });
});

describe('incomeStatement', () => {
  it('names a heading the chart lacks by its number and leaves the previous year out when there is none', () => {
    const statement = incomeStatement([account('7100', 0, 900), account('6064', 1000, 0)], null);
    expect(statement.produits).toEqual([
      { code: '71', label: 'Comptes 71', amount_cents: 900, previous_cents: null, budget_cents: null },
    ]);
    expect(statement.result).toEqual({ amount_cents: -100, previous_cents: null, budget_cents: null });
    expect(headingLabel('64')).toBe('Charges de personnel');
  });
});

describe('the FEC', () => {
  it('files an entry in a journal by its accounts and names the file after the year’s end', () => {
    expect(fecJournal({ kind: 'ouverture' }, ['512'])).toBe('AN');
    expect(fecJournal({ kind: 'recette' }, ['756', '5121'])).toBe('BQ');
    expect(fecJournal({ kind: 'recette' }, ['7541', '530'])).toBe('CA');
    expect(fecJournal({ kind: 'avancee' }, ['6226', '401'])).toBe('OD');
    expect(fecDate('2026-08-31')).toBe('20260831');
    expect(fecFileName('Les Amis d’Élise', '2026-08-31')).toBe('LesAmisdEliseFEC20260831.txt');
  });
});
