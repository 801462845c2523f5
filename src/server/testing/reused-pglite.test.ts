import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-database.ts';

const tablesNamed = async (database: Awaited<ReturnType<typeof openTestDatabase>>, name: string) => {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS count FROM pg_tables WHERE tablename = ${name}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count;
};

describe('the copy of the migrated database a test file receives', () => {
  it('holds no table that an earlier file made for itself', async () => {
    const earlier = await openTestDatabase();
    await earlier.db.execute(sql`CREATE TABLE reuse_test_leftover (n integer)`);
    await earlier.close();

    const next = await openTestDatabase();
    try {
      expect(await tablesNamed(next, 'reuse_test_leftover')).toBe(0);
    } finally {
      await next.close();
    }
  });
});
