import { and, count, getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client.ts';
import { preparedStatement } from './prepared.ts';

/**
 * A list without a search (a whole table, or a list's base) is counted exactly up to this many
 * rows, then estimated.
 */
export const TABLE_COUNT_EXACT_MAX = 10_000;
/**
 * A searched or filtered list is counted up to this many rows, then said to hold "more than"
 * that: each row counted may cost a text comparison, and nobody pages through more.
 */
export const FILTERED_COUNT_EXACT_MAX = 1_000;

/**
 * `totalIsEstimate`: the total is not exact. `totalIsCapped`: it is not exact because a filtered
 * count stopped at its bound, so that the list holds more than `total` ("Plus de 1 000"); an
 * estimate is "about" `total` ("Environ 12 000").
 */
export type ListTotal = { total: number; totalIsEstimate: boolean; totalIsCapped: boolean };

/**
 * What a list shows: `base`, the rows the list is made of whoever looks at it (the accounts not
 * erased, one AG's comments), and `filter`, the visitor's search and filters that narrow it. A
 * base is counted like a whole table, and estimated beyond; only a filter is capped.
 */
export type ListCondition = { base?: SQL; filter?: SQL };

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
function boundedCount(db: DbOrTx, table: PgTable, condition: ListCondition) {
  const where = and(condition.base, condition.filter);
  const filter = where ? sql` where ${where}` : sql``;
  const max = boundOf(condition);
  return db
    .select({ total: count() })
    .from(sql`(select 1 from ${table}${filter} limit ${sql.raw(String(max + 1))}) as bounded`);
}

const boundOf = ({ filter }: ListCondition) => (filter ? FILTERED_COUNT_EXACT_MAX : TABLE_COUNT_EXACT_MAX);

/**
 * How many rows a list holds, reading a bounded number of them so that a page's cost does not
 * grow with the table: exact up to the bound. Beyond, a list without a filter (a whole table or a
 * base) is estimated from the statistics PostgreSQL keeps up to date (autovacuum), and a filtered
 * list says "more than"; that answer is then remembered for a minute by this process, so that the
 * next pages count nothing. A list counts this way by declaring its `table` to `defineList`.
 */
export function countListTotal(db: DbOrTx, table: PgTable, condition: ListCondition): Promise<ListTotal> {
  return rememberedOr(db, rememberedKey(table, condition), () =>
    totalBeyondBound(db, table, condition, boundedCount(db, table, condition).execute()),
  );
}

/**
 * `countListTotal` for a list whose `base` is always there: its count is prepared
 * (`preparedStatement`) for the view without a filter. A caller may narrow the base further
 * (one member's own loans).
 */
export function listTotal(name: string, table: PgTable, base?: SQL) {
  const unfiltered = preparedStatement(`${name}_total`, (db, statementName) =>
    boundedCount(db, table, { base }).prepare(statementName),
  );
  return (db: DbOrTx, { base: narrower, filter }: ListCondition): Promise<ListTotal> =>
    narrower || filter
      ? countListTotal(db, table, { base: and(base, narrower), filter })
      : rememberedOr(db, name, () => totalBeyondBound(db, table, { base }, unfiltered(db).execute()));
}

async function rememberedOr(db: DbOrTx, key: string, count: () => Promise<ListTotal>): Promise<ListTotal> {
  const totals = rememberedTotals(db);
  const known = totals?.get(key);
  if (known) return known;
  const listTotal = await count();
  if (listTotal.totalIsEstimate) totals?.set(key, listTotal);
  return listTotal;
}

/** The table and the condition's SQL with its values, without building a whole query. */
function rememberedKey(table: PgTable, { base, filter }: ListCondition): string {
  if (!base && !filter) return getTableName(table);
  const part = (where: SQL | undefined) => where && dialect.sqlToQuery(where);
  return JSON.stringify([getTableName(table), part(base), part(filter)]);
}

async function totalBeyondBound(
  db: DbOrTx,
  table: PgTable,
  condition: ListCondition,
  counting: Promise<{ total: number }[]>,
): Promise<ListTotal> {
  const max = boundOf(condition);
  const [counted] = await counting;
  const total = counted?.total ?? 0;
  if (total <= max) return { total, totalIsEstimate: false, totalIsCapped: false };
  if (condition.filter) return { total: max, totalIsEstimate: true, totalIsCapped: true };
  const estimate = await (condition.base ? plannedRows(db, table, condition.base) : tableRows(db, table));
  // Statistics not gathered yet, or older than the rows just counted.
  return { total: Math.max(estimate, total), totalIsEstimate: true, totalIsCapped: false };
}

/** A whole table's rows, as the statistics last counted them (-1: never). */
async function tableRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [statistics] = await db
    .select({ estimate: sql`reltuples::bigint`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = ${getTableName(table)}::regclass`);
  return statistics?.estimate ?? 0;
}

/** `explain (format json)`: one row, one plan, its node's estimated rows. */
type Explained = { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] };

/**
 * The rows the planner expects `base` to select: it plans without running (a fraction of a
 * millisecond), from each column's statistics (share of nulls, most common values, histogram)
 * applied to the table's rows, which it scales to the table's size in pages now, so that rows
 * added since the last ANALYZE count too. "Not erased" at 100,000 members is then 100,000 within
 * the sample's error, as exact as the whole table's `reltuples`. Scaling `reltuples` by hand would
 * need the base's share of the table, which only a count or these same statistics know.
 */
async function plannedRows(db: DbOrTx, table: PgTable, base: SQL): Promise<number> {
  const explained = (await db.execute(
    sql`explain (format json) select 1 from ${table} where ${base}`,
  )) as unknown as Explained;
  return explained.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}
