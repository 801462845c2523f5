import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client.ts';

/** A whole table is counted exactly up to this many rows, then estimated. */
export const TABLE_COUNT_EXACT_MAX = 10_000;
/**
 * A filtered list (a search) is counted up to this many rows, then said to hold "more than" that:
 * each row counted may cost a text comparison, and nobody pages through more.
 */
export const FILTERED_COUNT_EXACT_MAX = 1_000;

export type ListTotal = { total: number; totalIsEstimate: boolean };

/** A total past its bound is shown as an estimate or "more than": a minute old is as good. */
const BEYOND_BOUND_MAX_AGE_MS = 60_000;
const dialect = new PgDialect();
const remembered = new WeakMap<DbOrTx, LRUCache<string, ListTotal>>();

function rememberedTotals(db: DbOrTx): LRUCache<string, ListTotal> | undefined {
  // A transaction's own view is not everyone's.
  if (db instanceof PgTransaction) return undefined;
  let totals = remembered.get(db);
  if (!totals) {
    totals = new LRUCache({ max: 1_000, ttl: BEYOND_BOUND_MAX_AGE_MS });
    remembered.set(db, totals);
  }
  return totals;
}

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
 * statistics PostgreSQL keeps up to date (autovacuum), and a filtered list says "more than"; that
 * answer is then remembered for a minute by this process, so that the next pages count nothing.
 */
export async function countListTotal(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const totals = rememberedTotals(db);
  const key = rememberedKey(table, where);
  const known = totals?.get(key);
  if (known) return known;
  const listTotal = await countBeyondBound(db, table, where);
  if (listTotal.totalIsEstimate) totals?.set(key, listTotal);
  return listTotal;
}

/** The table and the filter's SQL with its values, without building a whole query. */
function rememberedKey(table: PgTable, where: SQL | undefined): string {
  if (!where) return getTableName(table);
  const filter = dialect.sqlToQuery(where);
  return JSON.stringify([getTableName(table), filter.sql, filter.params]);
}

async function countBeyondBound(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
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
