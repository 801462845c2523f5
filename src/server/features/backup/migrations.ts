import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, MIGRATIONS_FOLDER } from '../../db/client.ts';
import { BackupError } from './manifest.ts';
import { queryRows } from './sql-rows.ts';

/** drizzle-kit's list of migrations: each applied one is recorded by its `when`. */
type Journal = { entries: { idx: number; when: number; tag: string }[] } & Record<string, unknown>;

const journalFile = (folder: string) => path.join(folder, 'meta', '_journal.json');

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(journalFile(MIGRATIONS_FOLDER), 'utf8')) as Journal;
}

/** The tag of the last migration applied to the database, e.g. `0010_data_stewardship`. */
export async function lastAppliedMigration(db: DbOrTx): Promise<string> {
  const [recorded] = await queryRows<{ applied: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as applied`,
  );
  if (!recorded?.applied) throw new BackupError("La base n'a jamais été initialisée : rien à sauvegarder.");
  const [last] = await queryRows<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const entry = (await readJournal()).entries.find((candidate) => String(candidate.when) === last?.when);
  if (!entry) {
    throw new BackupError(
      "La base a été migrée par une version plus récente de l'application : mettez d'abord l'application à jour.",
    );
  }
  return entry.tag;
}

/** Whether this version of the application knows the migration. */
export async function isKnownMigration(tag: string): Promise<boolean> {
  return (await readJournal()).entries.some((entry) => entry.tag === tag);
}

/**
 * Brings the database to `tag` and no further: the migrator applies a whole folder, so it is
 * given a copy whose journal stops there. The rows of an older archive then load into the tables
 * they were read from, and the later migrations transform them as they would have in place.
 */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = await readJournal();
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new BackupError(`Migration inconnue de cette version de l'application : ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'asso-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(journalFile(folder), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
