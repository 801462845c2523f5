/** In the given order in even rounds, the other way round in odd ones. */
export const inTurn = <T>(items: T[], round: number) => (round % 2 ? [...items].reverse() : items);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
