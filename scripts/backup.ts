import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../src/server/config.ts';
import { summarizeBackup } from '../src/server/features/backup/manifest.ts';
import { openBackup } from '../src/server/features/backup/read-backup.ts';
import { writeBackupFile } from '../src/server/features/backup/write-backup.ts';
import { createStorage } from '../src/server/infra/storage/create-storage.ts';
import { openAppDatabase } from '../src/server/open-app-database.ts';

/**
 * `npm run backup -- --out FILE`: the database and every stored file in one archive, read
 * directly, even while servers run (the embedded PostgreSQL is shared, or started for the command).
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage : npm run backup -- --out sauvegarde.zip');
  process.exit(1);
}
const out = path.resolve(values.out);

async function backupFromDatabase(config: Config) {
  const database = await openAppDatabase(config);
  try {
    await writeBackupFile({ db: database.db, storage: await createStorage(config) }, out);
  } finally {
    await database.close();
  }
}

try {
  const config = loadConfig();
  await backupFromDatabase(config);
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
