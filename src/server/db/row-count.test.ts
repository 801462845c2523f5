import { gt, lte, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { countListTotal, FILTERED_COUNT_EXACT_MAX, listTotal, TABLE_COUNT_EXACT_MAX } from './row-count.ts';

const counted = pgTable('row_count_test', { n: integer('n').notNull() });
const analysed = pgTable('row_count_analysed', { n: integer('n').notNull() });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // Statistics change only when the test says so.
  await database.db.execute(
    sql`CREATE TABLE row_count_test (n integer NOT NULL) WITH (autovacuum_enabled = false)`,
  );
  await database.db.execute(sql`CREATE TABLE row_count_analysed (n integer NOT NULL)`);
});
afterAll(() => database.close());

async function fill(rows: number) {
  await database.db.execute(sql`TRUNCATE row_count_test`);
  await database.db.execute(
    sql`INSERT INTO row_count_test SELECT g FROM generate_series(1, ${rows}::integer) g`,
  );
}

describe('countListTotal', () => {
  it('counts exactly up to the bounds, with or without a filter', async () => {
    await fill(TABLE_COUNT_EXACT_MAX);
    const { db } = database;
    expect(await countListTotal(db, counted, {})).toEqual({
      total: TABLE_COUNT_EXACT_MAX,
      totalIsEstimate: false,
      totalIsCapped: false,
    });
    expect(await countListTotal(db, counted, { filter: lte(counted.n, FILTERED_COUNT_EXACT_MAX) })).toEqual({
      total: FILTERED_COUNT_EXACT_MAX,
      totalIsEstimate: false,
      totalIsCapped: false,
    });
  });

  it('beyond the bounds, estimates the whole table and says "more than" for a filtered list', async () => {
    await fill(TABLE_COUNT_EXACT_MAX + 500);
    const { db } = database;
    expect(await countListTotal(db, counted, { filter: gt(counted.n, 0) })).toEqual({
      total: FILTERED_COUNT_EXACT_MAX,
      totalIsEstimate: true,
      totalIsCapped: true,
    });
    // Statistics not gathered yet: never less than what was counted.
    expect(await countListTotal(db, counted, {})).toEqual({
      total: TABLE_COUNT_EXACT_MAX + 1,
      totalIsEstimate: true,
      totalIsCapped: false,
    });
  });

  it('estimates a whole table from the statistics once gathered', async () => {
    const { db } = database;
    await db.execute(
      sql`INSERT INTO row_count_analysed SELECT g FROM generate_series(1, ${TABLE_COUNT_EXACT_MAX + 500}::integer) g`,
    );
    await db.execute(sql`ANALYZE row_count_analysed`);
    expect(await countListTotal(db, analysed, {})).toEqual({
      total: TABLE_COUNT_EXACT_MAX + 500,
      totalIsEstimate: true,
      totalIsCapped: false,
    });
  });

  it('remembers a total beyond its bound for a while, and recounts a list under it', async () => {
    await fill(TABLE_COUNT_EXACT_MAX + 700);
    const { db } = database;
    const filter = gt(counted.n, 10);
    expect(await countListTotal(db, counted, { filter })).toEqual({
      total: FILTERED_COUNT_EXACT_MAX,
      totalIsEstimate: true,
      totalIsCapped: true,
    });

    // The next pages of the same list do not count again; a list under its bound always does.
    await fill(20);
    expect(await countListTotal(db, counted, { filter })).toEqual({
      total: FILTERED_COUNT_EXACT_MAX,
      totalIsEstimate: true,
      totalIsCapped: true,
    });
    expect(await countListTotal(db, counted, { filter: gt(counted.n, 15) })).toEqual({
      total: 5,
      totalIsEstimate: false,
      totalIsCapped: false,
    });
  });
});

describe('listTotal', () => {
  // The prepared count of a list whose base filter is always there, and the same count narrowed.
  const positives = listTotal('row_count_positives', counted, gt(counted.n, 0));

  it('counts the base like a whole table, prepared, and a filter on top of it up to the filtered bound', async () => {
    await fill(TABLE_COUNT_EXACT_MAX);
    const { db } = database;
    expect(await positives(db, {})).toEqual({
      total: TABLE_COUNT_EXACT_MAX,
      totalIsEstimate: false,
      totalIsCapped: false,
    });
    expect(await positives(db, { filter: lte(counted.n, 10) })).toEqual({
      total: 10,
      totalIsEstimate: false,
      totalIsCapped: false,
    });
    expect(await positives(db, { filter: gt(counted.n, 10) })).toEqual({
      total: FILTERED_COUNT_EXACT_MAX,
      totalIsEstimate: true,
      totalIsCapped: true,
    });
    // A base narrowed by the caller (one member's own rows) is still a base: not capped.
    expect(await positives(db, { base: gt(counted.n, 5_000) })).toEqual({
      total: 5_000,
      totalIsEstimate: false,
      totalIsCapped: false,
    });
  });
});

describe('a list with a base, beyond the bound', () => {
  it("estimates the base's rows from the planner, never a search's cap", async () => {
    const { db } = database;
    await db.execute(sql`TRUNCATE row_count_analysed`);
    // A tenth of the rows are outside the base, as erased accounts are outside the register.
    await db.execute(
      sql`INSERT INTO row_count_analysed SELECT g FROM generate_series(1, ${3 * TABLE_COUNT_EXACT_MAX}::integer) g`,
    );
    await db.execute(sql`ANALYZE row_count_analysed`);
    const { total, totalIsEstimate, totalIsCapped } = await countListTotal(db, analysed, {
      base: gt(analysed.n, 3_000),
    });
    expect(totalIsEstimate).toBe(true);
    expect(totalIsCapped).toBe(false);
    // The planner reads a histogram: within a few per cent of the 27,000 rows.
    expect(total).toBeGreaterThan(26_000);
    expect(total).toBeLessThan(28_000);
  });
});
