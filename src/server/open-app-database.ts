import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type EmbeddedLog, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { convertPgliteDataDir } from './features/backup/pglite-conversion.ts';

export type AppDatabase = Database & {
  /** Where the data lives, for the start-up line of the log. */
  label: string;
};

/**
 * The database `npm start` and every command use: `DATABASE_URL`, or the embedded PostgreSQL of
 * DATA_DIR, reused when running and started otherwise. Both are reached by the same pool; closing
 * stops the embedded server when no other process is connected to it.
 */
export async function openAppDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { log?: EmbeddedLog; watch?: boolean } = {},
): Promise<AppDatabase> {
  if (config.databaseUrl)
    return { ...(await openDatabase({ url: config.databaseUrl })), label: 'PostgreSQL' };
  const embedded = await startEmbeddedPostgres(config.dataDir, options.log, { watch: options.watch });
  try {
    // A DATA_DIR of the PGlite years: its database is copied in before anything migrates.
    await convertPgliteDataDir({
      dataDir: config.dataDir,
      targetUrl: embedded.connectionString,
      log: (message) => (options.log ?? console).info(message),
    });
    const database = await openDatabase({ url: embedded.connectionString });
    return {
      ...database,
      label: 'PostgreSQL embarqué',
      // The app migrates as the owner role; what only the superuser may do follows (see db/embedded-owner.ts).
      migrate: async (folder) => {
        await database.migrate(folder);
        await embedded.adoptDatabase();
      },
      close: async () => {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
