import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';

/**
 * The embedded database accepts one process: while the server (or another command) holds it, a
 * command refuses before opening it. It holds the lock itself meanwhile, so that the server
 * cannot start in the middle of its work.
 */
export function lockOrExit(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `Arrêtez d'abord le serveur (pid ${error.pid}) : la base embarquée n'accepte qu'un processus.`,
    );
    process.exit(1);
  }
}

/** The database `npm start` would use, migrated. PostgreSQL is shared with a running server. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : lockOrExit(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  return {
    config,
    database: {
      ...database,
      close: async () => {
        await database.close();
        lock?.release();
      },
    },
  };
}
