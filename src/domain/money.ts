import { formatEuros } from './format.ts';

/**
 * Money is integer cents (DESIGN, « Money is exact »). This module is the only place that turns
 * euros into cents and back: `npm run check:money` refuses a `* 100` or `/ 100` anywhere else.
 */
export type Cents = number;

const DECIMAL = /^(-?)(\d+)(?:[.,](\d*))?$/;

/**
 * '12.3', '12,30' or 12.3 -> 1230, read as the decimal text a person wrote, never through a float
 * product: 1.005 gives 101, where Math.round(1.005 * 100) gives 100. A third decimal rounds half up.
 */
export function eurosToCents(euros: number | string): Cents {
  if (typeof euros === 'number' && !Number.isFinite(euros)) throw new Error(`unreadable amount: ${euros}`);
  // toFixed(10) writes the decimal a float stands for without the drift of its last bits (0.1 + 0.2).
  const text = typeof euros === 'number' ? euros.toFixed(10) : euros.replace(/[\s\u00a0\u202f]/g, '');
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`unreadable amount: ${euros}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 1230 -> 12.3: the euros the API's fields and the forms carry. */
export const centsToEuros = (cents: Cents): number => cents / 100;

/** The exact sum of amounts in euros, added up in cents so that no float drift accumulates. */
export const sumEuros = (amounts: Iterable<number>): number => {
  let cents = 0;
  for (const amount of amounts) cents += eurosToCents(amount);
  return centsToEuros(cents);
};

/** 1230 -> '12,30 €', as formatEuros writes it. */
export const formatCents = (cents: Cents): string => formatEuros(centsToEuros(cents));

/** 7.5 -> '7,50': two decimals after a comma, no thousands' space (French Excel, a form's field). */
export function decimalComma(euros: number): string {
  const cents = eurosToCents(euros);
  const absolute = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** The euros and the centimes of an amount, both whole: 12.3 -> { euros: 12, centimes: 30 }. */
export function eurosAndCentimes(euros: number): { euros: number; centimes: number } {
  const cents = eurosToCents(euros);
  return { euros: Math.floor(cents / 100), centimes: cents % 100 };
}
