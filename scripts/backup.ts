import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { BackupError, summarizeBackup } from '../src/server/features/backup/manifest.ts';
import { openBackup } from '../src/server/features/backup/read-backup.ts';
import { readServerControl, SERVER_BACKUP_PATH } from '../src/server/features/backup/server-control.ts';
import { writeBackupFile } from '../src/server/features/backup/write-backup.ts';
import { createStorage } from '../src/server/infra/storage/create-storage.ts';

/**
 * `npm run backup -- --out FILE`: the database and every stored file in one archive. PostgreSQL
 * is read directly, even while servers run; the embedded database directly when no server holds
 * it, else through the running server, which alone may open it.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage : npm run backup -- --out sauvegarde.zip');
  process.exit(1);
}
const out = path.resolve(values.out);

async function backupFromDatabase(config: Config) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await writeBackupFile({ db: database.db, storage: await createStorage(config) }, out);
  } finally {
    await database.close();
  }
}

/** Asks the server that holds the embedded database, with the token it wrote beside it. */
async function backupThroughServer(config: Config, pid: number) {
  const control = readServerControl(config.dataDir);
  if (control?.pid !== pid) {
    throw new BackupError(
      `Le serveur (pid ${pid}) tient la base embarquée mais n'accepte pas encore de commande : réessayez une fois qu'il a démarré.`,
    );
  }
  const response = await fetch(`${control.url}${SERVER_BACKUP_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${control.token}` },
  }).catch(() => undefined);
  if (!response?.ok || !response.body) {
    throw new BackupError(
      `Le serveur (pid ${pid}) n'a pas fourni la sauvegarde (${response?.status ?? 'injoignable'}).`,
    );
  }
  const partial = path.join(path.dirname(out), `.${randomUUID()}.partiel`);
  try {
    await pipeline(
      Readable.fromWeb(response.body as ReadableStream),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, out);
  } finally {
    await rm(partial, { force: true });
  }
}

async function backupEmbedded(config: Config) {
  let lock: { release: () => void };
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return backupThroughServer(config, error.pid);
  }
  try {
    if (!existsSync(path.join(config.dataDir, 'db'))) {
      throw new BackupError(`Aucune base dans ${config.dataDir} : rien à sauvegarder.`);
    }
    await backupFromDatabase(config);
  } finally {
    lock.release();
  }
}

try {
  const config = loadConfig();
  await (config.databaseUrl ? backupFromDatabase(config) : backupEmbedded(config));
  // Read back before saying it is done: an archive cut short or damaged on the way is told now.
  const archive = await openBackup(out);
  try {
    await archive.verify();
  } finally {
    archive.close();
  }
  const { manifest } = archive;
  console.log(
    `Sauvegarde écrite dans ${out} : ${summarizeBackup(manifest)} (migration ${manifest.migration}).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
