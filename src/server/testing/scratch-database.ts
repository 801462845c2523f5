import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrl, dropDatabase, runOnServer } from '../db/postgres-server.ts';
import { testServerUrl } from './test-database.ts';

/** An empty PostgreSQL database on the test server, not migrated: for tests of start-up itself. */
export async function createScratchDatabase(
  serverUrl: string = testServerUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/** An empty database, opened, and dropped when closed. */
export async function openScratchDatabase(): Promise<Database> {
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
