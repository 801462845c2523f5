import { asc, count, gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { listStatement, preparedStatement } from './prepared.ts';

const numbers = pgTable('prepared_test', { n: integer('n').notNull() });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`CREATE TABLE prepared_test (n integer NOT NULL)`);
  await database.db.execute(sql`INSERT INTO prepared_test SELECT g FROM generate_series(1, 30) g`);
});
afterAll(() => database.close());

let builds = 0;
const atLeast = preparedStatement('prepared_test_at_least', (db, name) => {
  builds++;
  return db
    .select({ total: count() })
    .from(numbers)
    .where(gt(numbers.n, sql.placeholder('floor')))
    .prepare(name);
});
const compiledAtLeast = preparedStatement(
  'prepared_test_compiled',
  (db, name) =>
    db
      .select({ total: count() })
      .from(numbers)
      .where(gt(numbers.n, sql.placeholder('floor')))
      .prepare(name),
  { compiledRows: true },
);
const page = listStatement('prepared_test_page', (db, filter, window) =>
  db.select().from(numbers).where(filter).orderBy(asc(numbers.n)).limit(window.limit).offset(window.offset),
);

describe('preparedStatement', () => {
  it('is built once per database, and runs with the values of each call', async () => {
    const { db } = database;
    const before = builds;
    expect(await atLeast(db).execute({ floor: 10 })).toEqual([{ total: 20 }]);
    expect(await atLeast(db).execute({ floor: 25 })).toEqual([{ total: 5 }]);
    expect(builds - before).toBe(1);
  });

  it('runs inside the transaction it is given, which sees its own rows', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.insert(numbers).values({ n: 100 });
        expect(await atLeast(tx).execute({ floor: 30 })).toEqual([{ total: 1 }]);
        tx.rollback();
      })
      .catch(() => {});
    expect(await atLeast(database.db).execute({ floor: 30 })).toEqual([{ total: 0 }]);
  });

  it('leaves its rows to Drizzle’s mapper unless it asks for a compiled one', async () => {
    expect(Reflect.get(atLeast(database.db), 'customResultMapper')).toBeUndefined();
    await database.db.transaction(async (tx) => {
      expect(Reflect.get(atLeast(tx), 'customResultMapper')).toBeUndefined();
    });
  });

  it('maps its rows with a mapper made for it when asked, in and out of a transaction', async () => {
    expect(Reflect.get(compiledAtLeast(database.db), 'customResultMapper')).toBeTypeOf('function');
    expect(await compiledAtLeast(database.db).execute({ floor: 10 })).toEqual([{ total: 20 }]);
    await database.db.transaction(async (tx) => {
      expect(Reflect.get(compiledAtLeast(tx), 'customResultMapper')).toBeTypeOf('function');
    });
  });

  it('refuses a second statement of the same name', () => {
    expect(() => preparedStatement('prepared_test_at_least', () => null)).toThrow(/prepared_test_at_least/);
  });
});

describe('listStatement', () => {
  it('gives the page asked for, with or without a filter', async () => {
    const { db } = database;
    for (const pageSize of [4, 5]) {
      const first = await page(db, undefined, { page: 1, pageSize }).execute();
      expect(first.map((row) => row.n)).toEqual([1, 2, 3, 4, 5].slice(0, pageSize));
    }
    const third = await page(db, undefined, { page: 3, pageSize: 4 }).execute();
    expect(third.map((row) => row.n)).toEqual([9, 10, 11, 12]);
    const filtered = await page(db, gt(numbers.n, 20), { page: 2, pageSize: 4 }).execute();
    expect(filtered.map((row) => row.n)).toEqual([25, 26, 27, 28]);
  });

  // Sequential queries reuse the pool's last connection, whose statements the view lists.
  it('keeps one plan for a first page, whose size is written into the SQL', async () => {
    const { db } = database;
    for (let run = 0; run < 8; run++) await page(db, undefined, { page: 1, pageSize: 3 }).execute();
    const statements = (await db.execute(
      sql`SELECT generic_plans FROM pg_prepared_statements WHERE name = 'prepared_test_page_first_3'`,
    )) as unknown as { rows: { generic_plans: string }[] };
    expect(Number(statements.rows[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
