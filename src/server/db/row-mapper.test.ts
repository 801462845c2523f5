import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { DRIZZLE_MEASURED, withCompiledRowMapper } from './row-mapper.ts';

const shelves = pgTable('row_mapper_shelves', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});
const items = pgTable('row_mapper_items', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  shelf_id: integer('shelf_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`CREATE TABLE row_mapper_shelves (id integer PRIMARY KEY, label text NOT NULL)`,
  );
  await database.db.execute(sql`CREATE TABLE row_mapper_items (id uuid PRIMARY KEY, name text NOT NULL,
    note text, shelf_id integer, created_at timestamptz NOT NULL)`);
  await database.db.insert(shelves).values([
    { id: 1, label: 'Haut' },
    { id: 2, label: 'Bas' },
  ]);
  await database.db.insert(items).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Barnum',
      note: 'Avec ses sardines',
      shelf_id: 1,
      created_at: new Date('2026-03-01T09:30:00.125Z'),
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Sono',
      note: null,
      shelf_id: null,
      created_at: new Date('2026-03-02T18:00:00Z'),
    },
  ]);
});
afterAll(() => database.close());

/**
 * The rows of a query as Drizzle maps them, then as the same query prepared with our mapper,
 * which must be the one that ran: were it left off, Drizzle's would give the same rows.
 */
async function bothWays(
  name: string,
  build: () => { execute: () => Promise<unknown>; prepare: (n: string) => unknown },
) {
  const byDrizzle = await build().execute();
  const statement = withCompiledRowMapper(build().prepare(name)) as { execute: () => Promise<unknown> };
  expect(Reflect.get(statement, 'customResultMapper')).toBeTypeOf('function');
  return { byDrizzle, compiled: await statement.execute() };
}

/** The installed Drizzle's version, read beside its entry point: its exports leave out package.json. */
function installedDrizzleVersion(): string {
  const entry = createRequire(import.meta.url).resolve('drizzle-orm');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8'));
  return manifest.version;
}

/** The range of Drizzle that the project's package.json asks for. */
function requiredDrizzleRange(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return manifest.dependencies['drizzle-orm'];
}

describe('withCompiledRowMapper', () => {
  it('keeps an install to the Drizzle it was measured against: package.json names that version alone', () => {
    expect(requiredDrizzleRange()).toBe(DRIZZLE_MEASURED);
  });

  it('stands on the Drizzle it was measured against', () => {
    const installed = installedDrizzleVersion();
    expect(
      installed,
      `Drizzle est passé de ${DRIZZLE_MEASURED} à ${installed} : row-mapper.ts écrit son customResultMapper et lit son joinsNotNullableMap. Remesurer les documents de l’administration avec et sans lui (décision 0005) ; le garder et noter ${installed} dans DRIZZLE_MEASURED et dans package.json s’il leur fait encore gagner au moins 10 % de débit, sinon le retirer.`,
    ).toBe(DRIZZLE_MEASURED);
  });

  it('maps columns, nulls, dates, SQL values and the nested object of an inner join as Drizzle does', async () => {
    const { byDrizzle, compiled } = await bothWays('row_mapper_inner', () =>
      database.db
        .select({
          id: items.id,
          name: items.name,
          note: items.note,
          created_at: items.created_at,
          shelf: { id: shelves.id, label: shelves.label },
          initial: sql<string>`left(${items.name}, 1)`,
          double: sql<number>`${shelves.id} * 2`.mapWith(Number),
        })
        .from(items)
        .innerJoin(shelves, eq(items.shelf_id, shelves.id))
        .orderBy(asc(items.name)),
    );
    expect(compiled).toEqual(byDrizzle);
    expect(compiled).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Barnum',
        note: 'Avec ses sardines',
        created_at: new Date('2026-03-01T09:30:00.125Z'),
        shelf: { id: 1, label: 'Haut' },
        initial: 'B',
        double: 2,
      },
    ]);
  });

  it('maps a whole table and a count, nulls included', async () => {
    const whole = await bothWays('row_mapper_whole', () =>
      database.db.select().from(items).orderBy(asc(items.name)),
    );
    expect(whole.compiled).toEqual(whole.byDrizzle);
    expect(whole.compiled).toHaveLength(2);
    const counted = await bothWays('row_mapper_count', () =>
      database.db.select({ total: count() }).from(items),
    );
    expect(counted.compiled).toEqual([{ total: 2 }]);
  });

  it('maps the columns of a subquery, which Drizzle reads through proxies, dates included', async () => {
    const { byDrizzle, compiled } = await bothWays('row_mapper_subquery', () => {
      const found = database.db
        .select({ name: items.name, created_at: items.created_at })
        .from(items)
        .as('found');
      return database.db.select().from(found).orderBy(asc(found.name));
    });
    expect(compiled).toEqual(byDrizzle);
    expect(compiled).toEqual([
      { name: 'Barnum', created_at: new Date('2026-03-01T09:30:00.125Z') },
      { name: 'Sono', created_at: new Date('2026-03-02T18:00:00Z') },
    ]);
  });

  it('makes the object of a left-joined table null when it had no row, as Drizzle does', async () => {
    const { byDrizzle, compiled } = await bothWays('row_mapper_left', () =>
      database.db
        .select({ name: items.name, shelf: { id: shelves.id, label: shelves.label } })
        .from(items)
        .leftJoin(shelves, eq(items.shelf_id, shelves.id))
        .orderBy(asc(items.name)),
    );
    expect(compiled).toEqual(byDrizzle);
    expect(compiled).toEqual([
      { name: 'Barnum', shelf: { id: 1, label: 'Haut' } },
      { name: 'Sono', shelf: null },
    ]);
  });
});
