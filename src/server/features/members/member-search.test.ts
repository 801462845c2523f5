import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { prefixKey, startsWithWord } from '../../db/text-search.ts';
import { planOf } from '../../testing/query-plan.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { matchesMemberSearch } from './member-search.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('member search', () => {
  // The generated columns and their indexes are in the schema, the comparisons here: they must meet.
  it.each([
    ['namesAndEmail', 'users_search_text_trgm_idx'],
    ['names', 'users_name_search_text_trgm_idx'],
  ] as const)('on %s is served by %s, for long and short words', async (fields, index) => {
    for (const search of ['helene lefevre', 'du', 'x']) {
      const query = database.db
        .select({ id: users.id })
        .from(users)
        .where(matchesMemberSearch(search, fields));
      expect(await planOf(database.db, query)).toContain(index);
    }
  });

  // The pickers rely on these indexes giving the first names in order: with every other way
  // made a last resort, the plan must still read the index and sort nothing.
  it.each([
    ['nom', 'users_nom_prefix_idx', users.nom],
    ['prenom', 'users_prenom_prefix_idx', users.prenom],
  ] as const)('on names starting with a word, by %s, reads %s in order', async (_, index, column) => {
    const key = prefixKey(column);
    const query = database.db
      .select({ id: users.id })
      .from(users)
      .where(startsWithWord(key, 'Mart'))
      .orderBy(key)
      .limit(20);
    const plan = await planOf(database.db, query, ['enable_bitmapscan', 'enable_sort']);
    expect(plan).toContain(`Index Scan using ${index}`);
    expect(plan).not.toContain('Sort');
  });
});
