import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrl, dropDatabase, runOnServer } from '../db/postgres-server.ts';

/** The template database the global setup migrated once for the whole run, and its server. */
type MigratedTemplate = { serverUrl: string; name: string };

declare module 'vitest' {
  interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * A copy of the migrated template for each test file, dropped afterwards, on the run's embedded
 * PostgreSQL or on TEST_DATABASE_URL's. Copying is several times faster than creating and
 * migrating a database, and each file still sees only its own rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const { serverUrl, name: templateName } = inject('migratedTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** The run's PostgreSQL server, for tests that make databases of their own. */
export const testServerUrl = () => inject('migratedTemplate').serverUrl;
