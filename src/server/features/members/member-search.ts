import type { SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';

/**
 * A member's names, and email, as searches read them. Migration 0004 indexes these very
 * expressions with trigrams (`users_search_trgm_idx`, `users_name_search_trgm_idx`): the planner
 * uses an index only for a query that repeats its expression exactly.
 */
const searchedText = {
  namesAndEmail: searchedWords(users.nom, users.prenom, users.email),
  // A member may not look for others by email: letter by letter, that would reveal the addresses.
  names: searchedWords(users.nom, users.prenom),
};
export type MemberSearchFields = keyof typeof searchedText;

/**
 * Members whose names (and email) hold every word typed, whatever the case and accents ("helene
 * dur" finds Hélène Durand; "du" finds Durand, not Eduardo).
 */
export function matchesMemberSearch(
  search: string,
  fields: MemberSearchFields = 'namesAndEmail',
): SQL | undefined {
  return matchesEveryWord(searchedText[fields], search);
}
