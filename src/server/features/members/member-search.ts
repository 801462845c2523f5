import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { matchesEveryWord } from '../../db/text-search.ts';

/**
 * A member's names, and email, as searches read them: the columns the database folds when the
 * row is written, each with its trigram index (migration 0012).
 */
const searchedText = {
  namesAndEmail: sql`${users.search_text}`,
  // A member may not look for others by email: letter by letter, that would reveal the addresses.
  names: sql`${users.name_search_text}`,
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
