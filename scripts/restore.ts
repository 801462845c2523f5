import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatDateTime } from '../src/domain/format.ts';
import { loadConfig } from '../src/server/config.ts';
import { BackupError, summarizeBackup } from '../src/server/features/backup/manifest.ts';
import { openBackup } from '../src/server/features/backup/read-backup.ts';
import { otherConnections, restoreBackup } from '../src/server/features/backup/restore-backup.ts';
import { createStorage } from '../src/server/infra/storage/create-storage.ts';
import { openAppDatabase } from '../src/server/open-app-database.ts';

/**
 * `npm run restore -- --in FILE [--force]`: puts an archive of `npm run backup` back into the
 * configured database and file storage, servers stopped. An archive of an older version is
 * brought up to date by the migrations it lacks.
 */
const { values } = parseArgs({
  options: { in: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.in) {
  console.error('Usage : npm run restore -- --in sauvegarde.zip [--force]');
  process.exit(1);
}

const config = loadConfig();
try {
  const archive = await openBackup(path.resolve(values.in));
  try {
    const database = await openAppDatabase(config);
    try {
      const others = await otherConnections(database);
      if (others > 0) {
        throw new BackupError(
          `Arrêtez d'abord les serveurs : ${others} autre(s) connexion(s) ouverte(s) sur la base.`,
        );
      }
      await restoreBackup({ database, storage: await createStorage(config) }, archive, {
        force: values.force,
        journal: { by: { id: null, systemUser: userInfo().username }, archiveName: path.basename(values.in) },
      });
    } finally {
      await database.close();
    }
  } finally {
    archive.close();
  }
  const { manifest } = archive;
  console.log(
    `Sauvegarde du ${formatDateTime(manifest.created_at)} restaurée : ${summarizeBackup(manifest)}.`,
  );
  // Sessions and pending links are never in an archive (live-secrets.ts).
  console.log(
    'Chacun se reconnecte ; un code de connexion, un lien de mot de passe ou une invitation en cours est à redemander.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
