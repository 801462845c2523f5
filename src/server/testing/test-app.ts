import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { buildApp } from '../app.ts';
import type { AppContext } from '../app-context.ts';
import { loadConfig } from '../config.ts';
import { type Db, type EngineConnection, openDatabase } from '../db/client.ts';
import type { LogDestination } from '../http/logger.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  connection: EngineConnection;
  close: () => Promise<void>;
};

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    stripe?: Stripe;
    logger?: LogDestination;
    /** A built web app to serve; none by default. */
    webDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'asso-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOGIN_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_ACCOUNT: '100000',
    LOGIN_MAX_CODES_PER_HOUR: '100000',
    ...options.env,
  });
  const { app, ctx } = await buildApp({
    db: database.db,
    changes: database.connection,
    config,
    stripe: options.stripe,
    logger: options.logger,
    webDir: options.webDir ?? '/nonexistent',
  });
  await app.ready();
  return {
    app,
    ctx,
    db: database.db,
    connection: database.connection,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app on the database of `first`, through a handle of its own: its caches are apart from
 * the first app's, as another process's would be. Close it before `first`.
 */
export async function createSecondTestApp(first: TestApp): Promise<TestApp> {
  const { connection } = first;
  const handle = await openDatabase({ url: connection.url });
  const { app, ctx } = await buildApp({
    db: handle.db,
    changes: connection,
    config: first.ctx.config,
    webDir: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    ctx,
    db: handle.db,
    connection,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
