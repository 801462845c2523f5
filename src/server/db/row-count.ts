import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** A whole table is counted exactly up to this many rows, then estimated. */
export const TABLE_COUNT_EXACT_MAX = 10_000;
/**
 * A filtered list (a search) is counted up to this many rows, then said to hold "more than" that:
 * each row counted may cost a text comparison, and nobody pages through more.
 */
export const FILTERED_COUNT_EXACT_MAX = 1_000;

export type ListTotal = { total: number; totalIsEstimate: boolean };

async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, max: number) {
  const bounded = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(max + 1);
  const [counted] = await db.select({ total: count() }).from(bounded.as('bounded'));
  return counted?.total ?? 0;
}

/**
 * How many rows `where` selects, reading a bounded number of them so that a page's cost does not
 * grow with the table: exact up to the bound. Beyond, the whole table's size comes from the
 * statistics PostgreSQL keeps up to date (autovacuum), and a filtered list says "more than".
 */
export async function countListTotal(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const max = where ? FILTERED_COUNT_EXACT_MAX : TABLE_COUNT_EXACT_MAX;
  const total = await countUpTo(db, table, where, max);
  if (total <= max) return { total, totalIsEstimate: false };
  if (where) return { total: max, totalIsEstimate: true };
  const [statistics] = await db
    .select({ estimate: sql`reltuples::bigint`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = ${getTableName(table)}::regclass`);
  // Statistics not gathered yet (-1), or older than the rows just counted.
  return { total: Math.max(statistics?.estimate ?? 0, total), totalIsEstimate: true };
}
