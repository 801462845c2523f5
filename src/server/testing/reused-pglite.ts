import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** More than the files of this suite ever hold at once; a copy beyond it is closed. */
const IDLE_COPIES_MAX = 2;

const idle: Database[] = [];
let emptying: Promise<string> | undefined;

/**
 * A copy of the migrated template for one test file. Loading a copy costs as much as a small test
 * file (PostgreSQL's start-up inside PGlite, the tarball unpacked), so a worker keeps the copies its
 * earlier files closed and hands one back emptied: every table truncated, every sequence restarted,
 * the rows the migrations wrote put back, the tables a file made for itself dropped. A copy that cannot be emptied is dropped for a new one.
 */
export async function openPgliteCopy(snapshotFile: string): Promise<Database> {
  const database = (await emptiedIdleCopy()) ?? (await loadCopy(snapshotFile));
  return {
    ...database,
    // A new handle each time: what the server remembers per handle (settings, counts) stays with the file.
    db: drizzle(pgliteOf(database), { schema }) as unknown as Db,
    close: async () => {
      if (idle.length < IDLE_COPIES_MAX) idle.push(database);
      else await database.close();
    },
  };
}

async function loadCopy(snapshotFile: string): Promise<Database> {
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(snapshotFile)]) });
  // Read from the first copy, untouched: what emptying must bring every later copy back to.
  emptying ??= emptyingScript(pgliteOf(database));
  await emptying;
  return database;
}

async function emptiedIdleCopy(): Promise<Database | undefined> {
  const database = idle.pop();
  if (!database || !emptying) return undefined;
  try {
    await pgliteOf(database).exec(await emptying);
    return database;
  } catch {
    await database.close().catch(() => {});
    return undefined;
  }
}

function pgliteOf(database: Database): PGlite {
  if (!('pglite' in database.connection)) throw new Error('Base embarquée attendue');
  return database.connection.pglite;
}

/** One script that brings a copy back to the migrated template, written from the template's own state. */
async function emptyingScript(pglite: PGlite): Promise<string> {
  const name = (schema: string, table: string) => `"${schema}"."${table}"`;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const { rows: tables } = await pglite.query<{ table: string }>(
    `SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const { rows: sequences } = await pglite.query<{ sequence: string; value: string | null }>(
    `SELECT sequencename AS sequence, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
  );
  const statements = [
    // A test that failed halfway may have left a lock or a transaction behind.
    'ROLLBACK',
    'SELECT pg_advisory_unlock_all()',
    // Tables a test file made for itself (prepared.test.ts, row-mapper.test.ts): a backup taken
    // by a later file would otherwise hold tables that no migration knows.
    `DO $$ DECLARE extra text; BEGIN
       FOR extra IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
         AND tablename NOT IN (${tables.map(({ table }) => literal(table)).join(', ')})
       LOOP EXECUTE format('DROP TABLE public.%I CASCADE', extra); END LOOP;
     END $$`,
    // DELETE rather than TRUNCATE: the tables hold a few rows, and TRUNCATE writes new files for
    // every table and index (ten times slower here). Foreign keys are not checked meanwhile.
    "SET session_replication_role = 'replica'",
    ...tables.map(({ table }) => `DELETE FROM ${name('public', table)}`),
    "SET session_replication_role = 'origin'",
    ...sequences.map(({ sequence, value }) =>
      value === null
        ? `ALTER SEQUENCE ${name('public', sequence)} RESTART`
        : `SELECT setval(${literal(name('public', sequence))}, ${value})`,
    ),
  ];
  for (const { table } of tables) {
    const { rows } = await pglite.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${name('public', table)} t`,
    );
    const json = rows[0]?.rows;
    if (!json) continue;
    const { rows: columns } = await pglite.query<{ column: string }>(
      `SELECT column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    );
    const list = columns.map(({ column }) => `"${column}"`).join(', ');
    statements.push(
      `INSERT INTO ${name('public', table)} (${list}) SELECT ${list} FROM json_populate_recordset(null::${name('public', table)}, ${literal(json)})`,
    );
  }
  return statements.map((statement) => `${statement};`).join('\n');
}
