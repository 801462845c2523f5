import { formatCount } from './format.ts';

/**
 * A paged list as `usePagedList` gives it: `totalIsCapped` is read from the server's answer,
 * which says whether a total that is not exact is an estimate or the bound a count stopped at.
 */
type CountedList = { total: number; totalIsEstimate: boolean; answer?: { totalIsCapped?: boolean } };

/**
 * How many rows a paged list holds, in words ("12 utilisateurs"): past the count the server makes
 * exactly, a searched or filtered list holds "more than" the bound its count stopped at, and a
 * whole list "about" the server's estimate (see docs/decisions/0006-totaux-des-listes.md).
 */
export function describeListTotal({ total, totalIsEstimate, answer }: CountedList, noun: string): string {
  const counted = `${formatCount(total)} ${noun}${total > 1 ? 's' : ''}`;
  if (!totalIsEstimate) return counted;
  return answer?.totalIsCapped ? `Plus de ${counted}` : `Environ ${counted}`;
}
