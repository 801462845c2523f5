import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { databaseUrl, dropDatabase, runOnServer } from '../db/postgres-server.ts';

type TestServer = {
  url: string;
  /** What the embedded server's superuser does after migrations, as for the app's database. */
  adopt: (database: string) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The run's PostgreSQL: TEST_DATABASE_URL's, or an embedded one started for the run in a
 * temporary folder. Migrates one template database on it; each test file then starts from a copy
 * of it (openTestDatabase) instead of creating and migrating its own.
 */
async function testServer(): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, adopt: async () => {}, stop: async () => {} };
  const folder = await mkdtemp(path.join(tmpdir(), 'asso-test-pg-'));
  // As root, PostgreSQL runs as its own user, who must reach the folder.
  await chmod(folder, 0o755);
  const embedded = await startEmbeddedPostgres(folder);
  return {
    // The tests connect as the app does: the owner role, which may create databases but is no superuser.
    url: embedded.connectionString,
    adopt: (database) => embedded.adoptDatabase(database),
    stop: async () => {
      await embedded.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await testServer();
  const serverUrl = server.url;
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const template = await openDatabase({ url: databaseUrl(serverUrl, name) });
  try {
    await template.migrate();
  } finally {
    // PostgreSQL copies a template only while nobody is connected to it.
    await template.close();
  }
  await server.adopt(name);
  project.provide('migratedTemplate', { serverUrl, name });
  return async () => {
    await dropDatabase(serverUrl, name);
    await server.stop();
  };
}
