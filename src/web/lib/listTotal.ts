import { formatCount } from './format.ts';

type CountedList = { total: number; totalIsEstimate: boolean; search: string };

/**
 * How many rows a paged list holds, in words ("12 utilisateurs"): past the count the server makes
 * exactly, the whole list is "about" so many, and a search "more than" so many (see README,
 * Décisions).
 */
export function describeListTotal({ total, totalIsEstimate, search }: CountedList, noun: string): string {
  const counted = `${formatCount(total)} ${noun}${total > 1 ? 's' : ''}`;
  if (!totalIsEstimate) return counted;
  return search.trim() ? `Plus de ${counted}` : `Environ ${counted}`;
}
