import { asc, count, gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { defineList } from './list.ts';

const numbers = pgTable('list_test', { n: integer('n').notNull() });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`CREATE TABLE list_test (n integer NOT NULL)`);
  await database.db.execute(sql`INSERT INTO list_test SELECT g FROM generate_series(1, 30) g`);
});
afterAll(() => database.close());

const above = sql.placeholder('above');
const exact = defineList({
  name: 'list_test_exact',
  rows: (db, filter, window) =>
    db
      .select()
      .from(numbers)
      .where(filter ?? gt(numbers.n, above))
      .orderBy(asc(numbers.n))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) =>
    db
      .select({ total: count() })
      .from(numbers)
      .where(filter ?? gt(numbers.n, above)),
});
const bounded = defineList({
  name: 'list_test_bounded',
  rows: (db, filter, window) =>
    db.select().from(numbers).where(filter).orderBy(asc(numbers.n)).limit(window.limit).offset(window.offset),
  table: numbers,
});

describe('defineList', () => {
  it('answers a page and its exact total, with the values of its placeholders', async () => {
    const { rows, ...total } = await exact.page(database.db, {
      page: { page: 2, pageSize: 5 },
      values: { above: 10 },
    });
    expect(rows.map((row) => row.n)).toEqual([16, 17, 18, 19, 20]);
    expect(total).toEqual({ total: 20 });
  });

  it('answers a bounded total, narrowed by the request’s base', async () => {
    const { rows, ...total } = await bounded.page(database.db, {
      page: { page: 1, pageSize: 3 },
      base: gt(numbers.n, 25),
    });
    expect(rows.map((row) => row.n)).toEqual([26, 27, 28]);
    expect(total).toEqual({ total: 5, totalIsEstimate: false, totalIsCapped: false });
  });

  it('gives the bench the SQL it runs, whose rows are the same', async () => {
    const { db } = database;
    const request = { page: { page: 1, pageSize: 4 }, filter: gt(numbers.n, 20) };
    const [counted, page] = exact.statements(db, { ...request, values: { above: 0 } });
    // As the bench's bare handler runs them: on the pool, without the ORM.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const run = async (statement: typeof page) =>
      (await pool.query({ text: statement?.text ?? '', values: statement?.values ?? [] })).rows;
    expect(await run(counted)).toEqual([{ count: '10' }]);
    expect(await run(page)).toEqual(await exact.rows(db, { ...request, values: { above: 0 } }));
    expect(bounded.statements(db, { page: { page: 1, pageSize: 4 } })).toHaveLength(1);
  });
});
