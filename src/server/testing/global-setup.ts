import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { databaseUrl, runOnServer } from './postgres-server.ts';

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it
 * (openTestDatabase) instead of creating and migrating its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
    const template = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await template.migrate();
    } finally {
      // PostgreSQL copies a template only while nobody is connected to it.
      await template.close();
    }
    project.provide('migratedTemplate', { kind: 'postgres', serverUrl, name });
    return () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const database = await openDatabase({});
  await database.migrate();
  if (!('pglite' in database.connection)) throw new Error('Base embarquée attendue');
  // Uncompressed: every file loads it, and a plain tarball loads faster than a gzipped one.
  const snapshot = await database.connection.pglite.dumpDataDir('none');
  await database.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'asso-test-db-'));
  const snapshotFile = path.join(folder, 'migrated.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'pglite', snapshotFile });
  return () => rm(folder, { recursive: true, force: true });
}
