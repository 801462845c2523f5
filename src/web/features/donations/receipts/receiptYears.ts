import { todayIso } from '../../../../domain/members.ts';

/** This year (Paris), as receipts are numbered. */
export const currentYear = () => Number(todayIso().slice(0, 4));

/** The years a select offers, newest first: `count` of them, from `first`. */
export const yearOptions = (first: number, count = 6) =>
  Array.from({ length: count }, (_, index) => String(first - index));
