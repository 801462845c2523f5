import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

/** The database `npm start` would use, migrated. With the embedded default, stop the server first. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  return { config, database };
}
