import { describe, expect, it } from 'vitest';
import {
  type AccountBalance,
  createNextYearFirst,
  dayAfter,
  defaultYearLabel,
  openingLines,
  periodProblems,
  YEAR_END_BEFORE_START,
  YEAR_TOO_LONG,
  yearResult,
} from './accounting-years.ts';

describe('a year’s dates', () => {
  it('accepts twelve months, and a first year shorter or longer, up to 24 months', () => {
    expect(periodProblems({ start_date: '2026-09-01', end_date: '2027-08-31' })).toEqual([]);
    expect(periodProblems({ start_date: '2026-05-15', end_date: '2026-08-31' })).toEqual([]);
    expect(periodProblems({ start_date: '2026-01-01', end_date: '2027-12-31' })).toEqual([]);
  });

  it('refuses more than 24 months, and an end before the start, beside the end', () => {
    expect(periodProblems({ start_date: '2026-01-01', end_date: '2028-01-01' })).toEqual([
      { path: 'end_date', message: YEAR_TOO_LONG },
    ]);
    expect(periodProblems({ start_date: '2026-01-01', end_date: '2025-12-31' })).toEqual([
      { path: 'end_date', message: YEAR_END_BEFORE_START },
    ]);
  });

  it('names a year by its calendar years, and knows where the next one starts', () => {
    expect(defaultYearLabel({ start_date: '2026-01-01', end_date: '2026-12-31' })).toBe('2026');
    expect(defaultYearLabel({ start_date: '2026-09-01', end_date: '2027-08-31' })).toBe('2026-2027');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(createNextYearFirst('2027-09-01')).toBe(
      'Créez d’abord l’exercice suivant, qui commence le 01/09/2027.',
    );
  });
});

describe('closing a year', () => {
  const balance = (code: string, debit: number, credit: number): AccountBalance => ({
    account_id: `id-${code}`,
    code,
    debit_cents: debit,
    credit_cents: credit,
  });
  const results = { '120': 'id-120', '129': 'id-129' };
  const line = (code: string, debit: number, credit: number) => ({
    account_id: `id-${code}`,
    debit_cents: debit,
    credit_cents: credit,
    label: null,
    project_id: null,
  });

  it('counts income less charges, never class 8', () => {
    const balances = [
      balance('512', 50_000, 12_000),
      balance('756', 0, 30_000),
      balance('740', 0, 20_000),
      balance('6132', 12_000, 0),
      balance('864', 9000, 0),
      balance('875', 0, 9000),
    ];
    expect(yearResult(balances)).toBe(38_000);
  });

  it('carries classes 1 to 5 on their side and a surplus on 120', () => {
    const balances = [
      balance('530', 4000, 1000),
      balance('512', 50_000, 12_000),
      balance('401', 0, 2000),
      balance('756', 0, 30_000),
      balance('740', 0, 20_000),
      balance('6132', 14_000, 0),
      balance('5112', 500, 500),
    ];
    expect(openingLines(balances, results)).toEqual([
      line('401', 0, 2000),
      line('512', 38_000, 0),
      line('530', 3000, 0),
      line('120', 0, 36_000),
    ]);
  });

  it('carries a deficit on 129, and nothing for a year without movements', () => {
    expect(openingLines([balance('512', 0, 700), balance('627', 700, 0)], results)).toEqual([
      line('512', 0, 700),
      line('129', 700, 0),
    ]);
    expect(openingLines([], results)).toEqual([]);
  });
});
