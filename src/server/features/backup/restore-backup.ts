import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type FileStorage, STORAGE_PREFIXES } from '../../infra/storage/storage.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/record.ts';
import { checkBackupContents } from './check-backup.ts';
import { hasAccounts, loadTableLines, readTables, resetDatabase, restoreSequences } from './database-dump.ts';
import { LIVE_SECRET_TABLES, UNSENT_SECRET_MAILS } from './live-secrets.ts';
import { BackupError, FILE_ENTRY_PREFIX, tableEntry } from './manifest.ts';
import { isKnownMigration, migrateUpTo } from './migrations.ts';
import type { BackupArchive } from './read-backup.ts';
import { queryRows, quoted } from './sql-rows.ts';

export type RestoreTarget = { database: Database; storage: FileStorage };

/** Who restores, and the archive's file name, for the journal line a restore ends with. */
type RestoreJournal = { by: AuditActor; archiveName: string };

export type RestoreOptions = { force: boolean; journal?: RestoreJournal };

export const NOT_EMPTY_MESSAGE =
  "La base contient déjà des comptes ou des fichiers : ajoutez --force pour tout remplacer par la sauvegarde (ce qu'elles contiennent sera effacé).";

async function hasFiles(storage: FileStorage): Promise<boolean> {
  for (const prefix of STORAGE_PREFIXES) {
    for await (const _key of storage.list(prefix)) return true;
  }
  return false;
}

async function removeFiles(storage: FileStorage): Promise<void> {
  for (const prefix of STORAGE_PREFIXES) {
    const keys: string[] = [];
    for await (const key of storage.list(prefix)) keys.push(key);
    for (const key of keys) await storage.remove(key);
  }
}

/** The rows of every table, in one transaction: the database has all of them or none. */
async function loadTables(database: Database, archive: BackupArchive): Promise<void> {
  const { manifest } = archive;
  await database.db.transaction(async (tx) => {
    const tables = await readTables(tx);
    // The migrations write a few rows of their own (the legal texts): the archive's replace them.
    await tx.execute(
      sql.raw(`truncate table ${tables.map((table) => `public.${quoted(table.name)}`).join(', ')}`),
    );
    for (const table of tables) {
      const expected = manifest.tables[table.name];
      // An archive written before they were left out may still hold them.
      if (expected === undefined || LIVE_SECRET_TABLES.has(table.name)) continue;
      const lines = createInterface({
        input: await archive.open(tableEntry(table.name)),
        crlfDelay: Infinity,
      });
      const loaded = await loadTableLines(tx, table, lines);
      if (loaded !== expected) {
        throw new BackupError(
          `Table ${table.name} : ${loaded} lignes lues au lieu des ${expected} annoncées`,
        );
      }
    }
    await restoreSequences(tx, manifest.sequences);
  });
}

async function restoreFiles(storage: FileStorage, archive: BackupArchive): Promise<void> {
  for (const [name, entry] of Object.entries(archive.manifest.entries)) {
    if (!name.startsWith(FILE_ENTRY_PREFIX)) continue;
    await storage.put(
      name.slice(FILE_ENTRY_PREFIX.length),
      await archive.open(name),
      entry.content_type ?? 'application/octet-stream',
    );
  }
}

/**
 * Puts an archive back into an empty database and file storage: the archive is checked whole
 * first (checksums, tables, columns, sequences, file keys), then the database is brought to the
 * archive's migration, the rows are loaded, the later migrations applied, and the files are
 * stored again. A target holding accounts or files is refused unless `force`, which empties it,
 * only once the archive passed every check.
 */
export async function restoreBackup(
  target: RestoreTarget,
  archive: BackupArchive,
  options: RestoreOptions,
): Promise<void> {
  const { database, storage } = target;
  const { manifest } = archive;
  if (!(await isKnownMigration(manifest.migration))) {
    throw new BackupError(
      `Cette sauvegarde vient d'une version plus récente de l'application (migration ${manifest.migration}) : mettez d'abord l'application à jour.`,
    );
  }
  await archive.verify();
  await checkBackupContents(archive, database.connection.url);
  if (!options.force && ((await hasAccounts(database.db)) || (await hasFiles(storage)))) {
    throw new BackupError(NOT_EMPTY_MESSAGE);
  }
  await resetDatabase(database.db);
  await removeFiles(storage);
  await migrateUpTo(database, manifest.migration);
  await loadTables(database, archive);
  await database.migrate();
  await database.db.execute(
    sql.raw(`delete from public.${UNSENT_SECRET_MAILS.table} where ${UNSENT_SECRET_MAILS.condition}`),
  );
  await restoreFiles(storage, archive);
  if (options.journal) await journalRestore(database, options.journal, manifest.created_at);
}

/** Written into the restored journal once it is in place: the archive's own lines stop before it. */
async function journalRestore(database: Database, { by, archiveName }: RestoreJournal, createdAt: string) {
  await recordAudit(database.db, by, {
    action: 'backup.restore',
    target: { type: 'backup', label: archiveName },
    changes: changedFields({}, { fichier: archiveName, sauvegarde_du: createdAt }),
  });
}

/** Other client sessions on the database: on PostgreSQL, the servers still running. */
export async function otherConnections(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as "count" from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return row?.count ?? 0;
}
