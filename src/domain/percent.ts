/** Percentages, kept apart from money so that `npm run check:money` reads every other `* 100` as an amount. */

/** The part of `whole` that `percent` % stands for: 25 % of 10 voters is 2.5 (rounding is the caller's). */
export const percentOf = (whole: number, percent: number): number => (whole * percent) / 100;

/** A ratio (0 to 1) as a percentage (0 to 100). */
export const asPercent = (ratio: number): number => ratio * 100;
