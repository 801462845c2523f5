import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { isPgliteFolder, openPgliteFolder, type PgliteFolder } from '../../db/pglite-folder.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { hasAccounts } from './database-dump.ts';
import { openBackup } from './read-backup.ts';
import { restoreBackup } from './restore-backup.ts';
import { queryRows } from './sql-rows.ts';
import { writeBackupFile } from './write-backup.ts';

class PgliteConversionError extends Error {}

/**
 * The stored files stay where they are, in DATA_DIR/files or the bucket, which both engines read
 * alike: the conversion carries the database only. Copying every file into an archive and back
 * would double the disk used for nothing, and the restore would refuse a storage holding files.
 */
const filesLeftInPlace: FileStorage = {
  list: async function* () {},
  read: async () => null,
  put: async (key) => {
    throw new Error(`no file is copied during the conversion (${key})`);
  },
  remove: async () => undefined,
  createDownloadUrl: async (key) => {
    throw new Error(`no file is served during the conversion (${key})`);
  },
};

/**
 * Processes starting together (the server and a command) take turns on the target server: the
 * first converts, the next ones find the old folder gone. PGlite must never be opened by two.
 */
async function underConversionLock<T>(targetUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: targetUrl });
  // A server that dies meanwhile rejects the awaited call; unheard, the same error would stop the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.pgliteConversion]);
    return await work();
  } finally {
    await client.end();
  }
}

async function isMigrated(source: PgliteFolder): Promise<boolean> {
  const [row] = await queryRows<{ migrated: boolean }>(
    source.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "migrated"`,
  );
  return row?.migrated ?? false;
}

/** The free name beside `db` under which the old folder is kept, dated. */
function asideName(dataDir: string): string {
  const base = path.join(dataDir, `db-pglite-avant-conversion-${new Date().toISOString().slice(0, 10)}`);
  let candidate = base;
  for (let suffix = 2; existsSync(candidate); suffix += 1) candidate = `${base}-${suffix}`;
  return candidate;
}

/**
 * Writes the old database into a backup archive, through the backup code, and restores it into
 * the target. An archive of an older migration is brought up to date by the restore, on the
 * target: the old folder is read, never migrated. Answers the rows carried, or undefined when the
 * folder held no database of the app (a first start stopped before its migrations).
 */
async function copyIntoTarget(folder: string, target: Database, archiveFile: string) {
  if (await hasAccounts(target.db)) {
    throw new PgliteConversionError(
      'la base PostgreSQL contient déjà des comptes, elle ne sera pas remplacée. Si elle est la bonne, déplacez ou supprimez le dossier de l’ancienne base',
    );
  }
  const source = await openPgliteFolder(folder).catch((error: unknown) => {
    throw new PgliteConversionError(`ancienne base illisible (${messageOf(error)})`);
  });
  try {
    if (!(await isMigrated(source))) return undefined;
    await writeBackupFile({ db: source.db, storage: filesLeftInPlace }, archiveFile);
  } finally {
    await source.close();
  }
  const archive = await openBackup(archiveFile);
  try {
    // No journal line: the conversion moves the same association to another engine, it puts
    // back no state anyone chose, and the converted database stays row for row the old one.
    await restoreBackup({ database: target, storage: filesLeftInPlace }, archive, { force: false });
    return Object.values(archive.manifest.tables).reduce((sum, rows) => sum + rows, 0);
  } finally {
    archive.close();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A DATA_DIR of the PGlite years holds its database in `db`: at the first start on PostgreSQL it
 * is copied into the (empty) target database, then kept aside under a dated name, never deleted.
 * Anything failing leaves the old folder where it was, so that the next start tries again, and
 * is thrown as one French sentence.
 */
export async function convertPgliteDataDir(options: {
  dataDir: string;
  targetUrl: string;
  log: (message: string) => void;
}): Promise<'converted' | 'nothing-to-convert'> {
  const { dataDir, targetUrl, log } = options;
  const folder = path.join(dataDir, 'db');
  if (!isPgliteFolder(folder)) return 'nothing-to-convert';
  const archiveFile = path.join(dataDir, `.conversion-pglite-${randomUUID()}.zip`);
  try {
    return await underConversionLock(targetUrl, async () => {
      // Converted by another process while this one waited.
      if (!isPgliteFolder(folder)) return 'nothing-to-convert';
      log(`Conversion de l'ancienne base PGlite (${folder}) vers PostgreSQL…`);
      const target = await openDatabase({ url: targetUrl });
      let rows: number | undefined;
      try {
        rows = await copyIntoTarget(folder, target, archiveFile);
      } finally {
        await target.close();
      }
      // Only now, the copy whole in the target: until then the old folder is the database.
      const aside = asideName(dataDir);
      await rename(folder, aside);
      log(
        rows === undefined
          ? `L'ancienne base PGlite ne contenait aucune donnée de l'application : dossier mis de côté dans ${aside}.`
          : `Ancienne base PGlite convertie (${rows} lignes ; les fichiers restent où ils étaient). Elle est conservée dans ${aside} : supprimez ce dossier quand la nouvelle base vous convient.`,
      );
      return 'converted' as const;
    });
  } catch (error) {
    throw new PgliteConversionError(
      `La conversion de l'ancienne base PGlite (${folder}) a échoué : ${messageOf(error)}. L'ancienne base est restée en place : la conversion sera tentée de nouveau au prochain démarrage.`,
    );
  } finally {
    await rm(archiveFile, { force: true });
  }
}
