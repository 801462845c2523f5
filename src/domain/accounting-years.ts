import {
  accountClass,
  CARRIED_CLASSES,
  DEFICIT_ACCOUNT,
  RESULT_CLASSES,
  SURPLUS_ACCOUNT,
} from './accounting.ts';
import type { EntryLine } from './accounting-entries.ts';
import type { FieldError } from './errors.ts';

/** A year lasts at most this many months: the first one, shorter or longer than twelve, included. */
const YEAR_MONTHS_MAX = 24;

export const YEAR_END_BEFORE_START = 'La fin de l’exercice doit suivre son début.';
export const YEAR_TOO_LONG = `Un exercice dure ${YEAR_MONTHS_MAX} mois au plus.`;
export const TWO_OPEN_YEARS =
  'Deux exercices sont déjà ouverts : clôturez le plus ancien avant d’en créer un autre.';
export const YEAR_HAS_ENTRIES = 'Cet exercice porte des écritures : il ne peut pas être supprimé.';
export const ENTRIES_OUTSIDE_YEAR = 'Des écritures de cet exercice tomberaient hors de ces dates.';
export const YEAR_ALREADY_CLOSED = 'Cet exercice est déjà clôturé.';
export const CLOSE_PREVIOUS_FIRST = 'Clôturez d’abord l’exercice précédent.';
export const yearOverlapMessage = (label: string) => `Ces dates chevauchent l’exercice ${label}.`;
export const createNextYearFirst = (startsOn: string) =>
  `Créez d’abord l’exercice suivant, qui commence le ${startsOn.split('-').reverse().join('/')}.`;

export type Period = { start_date: string; end_date: string };

/** The same day `months` calendar months later (the 31st rolls over into the next month). */
function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The day after an ISO date: where the next year starts. */
export function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** What is wrong with a year's dates, beside the field to change. */
export function periodProblems({ start_date, end_date }: Period): FieldError[] {
  if (end_date < start_date) return [{ path: 'end_date', message: YEAR_END_BEFORE_START }];
  if (end_date >= addMonths(start_date, YEAR_MONTHS_MAX))
    return [{ path: 'end_date', message: YEAR_TOO_LONG }];
  return [];
}

/** « 2026 » for a calendar year, « 2026-2027 » for a year across two. */
export function defaultYearLabel({ start_date, end_date }: Period): string {
  const first = start_date.slice(0, 4);
  const last = end_date.slice(0, 4);
  return first === last ? first : `${first}-${last}`;
}

/** An account's movements over the closed year. */
export type AccountBalance = { account_id: string; code: string; debit_cents: number; credit_cents: number };

/** Income less charges (classes 7 and 6), in cents: above zero a surplus, below a deficit. */
export function yearResult(balances: readonly AccountBalance[]): number {
  let result = 0;
  for (const balance of balances)
    if (RESULT_CLASSES.includes(accountClass(balance.code)))
      result += balance.credit_cents - balance.debit_cents;
  return result;
}

/**
 * The next year's opening entry (report à nouveau): each account of classes 1 to 5 with its
 * balance on its side, and the result on 120 (surplus, credit) or 129 (deficit, debit), where it
 * waits for the assembly to allocate it. It balances because every entry of the year did and
 * class 8 never mixes with the other classes. `resultAccounts` gives the ids of 120 and 129.
 */
export function openingLines(
  balances: readonly AccountBalance[],
  resultAccounts: Record<typeof SURPLUS_ACCOUNT | typeof DEFICIT_ACCOUNT, string>,
): EntryLine[] {
  const line = (account_id: string, net: number): EntryLine => ({
    account_id,
    debit_cents: net > 0 ? net : 0,
    credit_cents: net < 0 ? -net : 0,
    label: null,
    project_id: null,
  });
  const carried = balances
    .filter((balance) => CARRIED_CLASSES.includes(accountClass(balance.code)))
    .map((balance) => ({ ...balance, net: balance.debit_cents - balance.credit_cents }))
    .filter(({ net }) => net !== 0)
    .sort((a, b) => (a.code < b.code ? -1 : 1))
    .map(({ account_id, net }) => line(account_id, net));
  const result = yearResult(balances);
  if (result > 0) carried.push(line(resultAccounts[SURPLUS_ACCOUNT], -result));
  if (result < 0) carried.push(line(resultAccounts[DEFICIT_ACCOUNT], -result));
  return carried;
}
