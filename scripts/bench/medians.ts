import type { Measure } from './load.ts';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const medianMeasure = (measures: Measure[]): Measure => ({
  p50: median(measures.map((measure) => measure.p50)),
  p99: median(measures.map((measure) => measure.p99)),
  perSecond: median(measures.map((measure) => measure.perSecond)),
  failures: measures.reduce((sum, measure) => sum + measure.failures, 0),
});

/** In the given order in even rounds, the other way round in odd ones. */
export const inTurn = <T>(items: T[], round: number) => (round % 2 ? [...items].reverse() : items);
