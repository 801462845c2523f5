import {
  ACCOUNT_NOT_FOUND,
  type AccountUsage,
  accountClass,
  fitsUsage,
  NOT_FOR_DEPENSE,
  NOT_FOR_RECETTE,
  NOT_TREASURY,
  VOLUNTARY_APART,
  VOLUNTARY_CLASS,
} from './accounting.ts';
import type { EntryInput } from './accounting-entry-schemas.ts';
import type { FieldError } from './errors.ts';

/** One stored line: an account debited or credited, in cents, one side only. */
export type EntryLine = {
  account_id: string;
  debit_cents: number;
  credit_cents: number;
  label: string | null;
  project_id: string | null;
};

/** What the rules know of the accounts an entry names: each one's number, by id. */
export type AccountCodes = ReadonlyMap<string, string>;

type Outcome = { lines: EntryLine[]; problems: [] } | { lines: []; problems: FieldError[] };

const NATURE_REFUSED: Record<'recette' | 'depense', string> = {
  recette: NOT_FOR_RECETTE,
  depense: NOT_FOR_DEPENSE,
};

/** The account at `path` must exist and be of a class `usage` takes; else why, beside the field. */
function accountProblem(
  codes: AccountCodes,
  id: string,
  path: string,
  usage: AccountUsage,
  refused: string,
): FieldError[] {
  const code = codes.get(id);
  if (code === undefined) return [{ path, message: ACCOUNT_NOT_FOUND }];
  return fitsUsage(code, usage) ? [] : [{ path, message: refused }];
}

const line = (account_id: string, debit: number, credit: number, project_id: string | null = null) => ({
  account_id,
  debit_cents: debit,
  credit_cents: credit,
  label: null,
  project_id,
});

const outcome = (problems: FieldError[], lines: () => EntryLine[]): Outcome =>
  problems.length > 0 ? { lines: [], problems } : { lines: lines(), problems: [] };

/**
 * The balanced lines an entry stands for, or what is wrong with its accounts. A receipt debits
 * the bank or cash account and credits its nature; an expense debits its nature and credits the
 * bank or cash; a transfer debits the account the money goes to and credits the one it leaves.
 * An advanced entry's lines are as typed (their balance is the schema's rule); voluntary
 * contributions in kind (class 8) stay among themselves, so that they never move the result nor
 * the balance sheet. The project goes on the nature's line, where the analytic reports read it.
 */
export function entryLines(input: EntryInput, codes: AccountCodes): Outcome {
  switch (input.kind) {
    case 'recette':
    case 'depense': {
      const { amount_cents: amount, nature_account_id: nature, treasury_account_id: treasury } = input;
      const problems = [
        ...accountProblem(codes, nature, 'nature_account_id', input.kind, NATURE_REFUSED[input.kind]),
        ...accountProblem(codes, treasury, 'treasury_account_id', 'tresorerie', NOT_TREASURY),
      ];
      return outcome(problems, () =>
        input.kind === 'recette'
          ? [line(treasury, amount, 0), line(nature, 0, amount, input.project_id)]
          : [line(nature, amount, 0, input.project_id), line(treasury, 0, amount)],
      );
    }
    case 'virement': {
      const problems = [
        ...accountProblem(codes, input.from_account_id, 'from_account_id', 'tresorerie', NOT_TREASURY),
        ...accountProblem(codes, input.to_account_id, 'to_account_id', 'tresorerie', NOT_TREASURY),
      ];
      return outcome(problems, () => [
        line(input.to_account_id, input.amount_cents, 0),
        line(input.from_account_id, 0, input.amount_cents),
      ]);
    }
    case 'avancee': {
      const missing = input.lines.flatMap((typed, index) =>
        codes.has(typed.account_id)
          ? []
          : [{ path: `lines.${index}.account_id`, message: ACCOUNT_NOT_FOUND }],
      );
      if (missing.length > 0) return outcome(missing, () => []);
      const voluntary = input.lines.map(
        (typed) => accountClass(codes.get(typed.account_id) ?? '') === VOLUNTARY_CLASS,
      );
      const mixed = voluntary.includes(true) && voluntary.includes(false);
      return outcome(mixed ? [{ path: 'lines', message: VOLUNTARY_APART }] : [], () =>
        input.lines.map((typed) => ({ ...typed })),
      );
    }
  }
}

/** Every account an entry names, for the service to read their numbers. */
export function accountsOf(input: EntryInput): string[] {
  switch (input.kind) {
    case 'recette':
    case 'depense':
      return [input.nature_account_id, input.treasury_account_id];
    case 'virement':
      return [input.from_account_id, input.to_account_id];
    case 'avancee':
      return input.lines.map((typed) => typed.account_id);
  }
}

/** Every project an entry names. */
export function projectsOf(input: EntryInput): string[] {
  const named = input.kind === 'avancee' ? input.lines.map((typed) => typed.project_id) : [];
  if (input.kind === 'recette' || input.kind === 'depense') named.push(input.project_id);
  return [...new Set(named.filter((id): id is string => id !== null))];
}
