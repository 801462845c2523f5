import { loadConfig } from '../src/server/config.ts';
import { openAppDatabase } from '../src/server/open-app-database.ts';

/**
 * The database `npm start` would use, migrated. The embedded PostgreSQL is shared with a running
 * server, or started for the command and stopped after it if no server came to use it meanwhile.
 */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  await database.migrate();
  return { config, database };
}
