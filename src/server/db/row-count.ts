import { and, count, getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client.ts';
import { preparedStatement } from './prepared.ts';

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

/**
 * The bound is written into the SQL, not sent as a value: a prepared statement's generic plan,
 * blind to a limit's value, would read the whole table rather than the index.
 */
function boundedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, max: number) {
  const filter = where ? sql` where ${where}` : sql``;
  return db
    .select({ total: count() })
    .from(sql`(select 1 from ${table}${filter} limit ${sql.raw(String(max + 1))}) as bounded`);
}

const boundOf = (where: SQL | undefined) => (where ? FILTERED_COUNT_EXACT_MAX : TABLE_COUNT_EXACT_MAX);

/**
 * How many rows `where` selects, reading a bounded number of them so that a page's cost does not
 * grow with the table: exact up to the bound. Beyond, the whole table's size comes from the
 * statistics PostgreSQL keeps up to date (autovacuum), and a filtered list says "more than"; that
 * answer is then remembered for a minute by this process, so that the next pages count nothing.
 */
export function countListTotal(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  return rememberedOr(db, rememberedKey(table, where), () =>
    totalBeyondBound(db, table, where, boundedCount(db, table, where, boundOf(where)).execute()),
  );
}

/**
 * `countListTotal` for a list whose `base` filter is always there: its count is prepared
 * (`preparedStatement`) for the view without a further `filter`.
 */
export function listTotal(name: string, table: PgTable, base?: SQL) {
  const unfiltered = preparedStatement(`${name}_total`, (db, statementName) =>
    boundedCount(db, table, base, boundOf(base)).prepare(statementName),
  );
  return (db: DbOrTx, filter: SQL | undefined): Promise<ListTotal> =>
    filter
      ? countListTotal(db, table, and(base, filter))
      : rememberedOr(db, name, () => totalBeyondBound(db, table, base, unfiltered(db).execute()));
}

async function rememberedOr(db: DbOrTx, key: string, count: () => Promise<ListTotal>): Promise<ListTotal> {
  const totals = rememberedTotals(db);
  const known = totals?.get(key);
  if (known) return known;
  const listTotal = await count();
  if (listTotal.totalIsEstimate) totals?.set(key, listTotal);
  return listTotal;
}

/** The table and the filter's SQL with its values, without building a whole query. */
function rememberedKey(table: PgTable, where: SQL | undefined): string {
  if (!where) return getTableName(table);
  const filter = dialect.sqlToQuery(where);
  return JSON.stringify([getTableName(table), filter.sql, filter.params]);
}

async function totalBeyondBound(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  counting: Promise<{ total: number }[]>,
): Promise<ListTotal> {
  const max = boundOf(where);
  const [counted] = await counting;
  const total = counted?.total ?? 0;
  if (total <= max) return { total, totalIsEstimate: false };
  if (where) return { total: max, totalIsEstimate: true };
  const [statistics] = await db
    .select({ estimate: sql`reltuples::bigint`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = ${getTableName(table)}::regclass`);
  // Statistics not gathered yet (-1), or older than the rows just counted.
  return { total: Math.max(statistics?.estimate ?? 0, total), totalIsEstimate: true };
}
