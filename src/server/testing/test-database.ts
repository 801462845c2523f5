import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrl, runOnServer } from './postgres-server.ts';
import { openPgliteCopy } from './reused-pglite.ts';

/**
 * What the global setup migrated once for the whole run: the tarball of a PGlite data directory,
 * or a PostgreSQL template database.
 */
type MigratedTemplate =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * A copy of the migrated template for each test file: in-memory PGlite by default (reused across
 * a worker's files, emptied in between); with
 * TEST_DATABASE_URL, a PostgreSQL database dropped afterwards, so both engines run the very same
 * suite. Copying is several times faster than creating and migrating a database, and each file
 * still sees only its own rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('migratedTemplate');
  if (template.kind === 'pglite') {
    return openPgliteCopy(template.snapshotFile);
  }
  const { serverUrl } = template;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
