import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The plan PostgreSQL picks when reading every row, and each way named, is made its last resort. */
export function planOf(db: Db, query: SQLWrapper, alsoDisabled: string[] = []): Promise<string> {
  return db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', ...alsoDisabled])
      await tx.execute(sql`SET LOCAL ${sql.raw(setting)} = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
