import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../project-root.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either the database or a transaction, so callers can compose them atomically. */
export type DbOrTx = Db | Tx;

/** What the job engine (pg-boss) and the listeners connect through, beside the pool. */
export type EngineConnection = { url: string };

export type Database = {
  db: Db;
  connection: EngineConnection;
  /** Applies the migrations of `folder` not yet applied: the app's own by default. */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(projectRoot, 'src/server/db/migrations');

/**
 * Instances started together take turns: the first applies the migrations, the next ones find
 * them applied. The session lock lives on the connection that migrates, so a crash releases it.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
    }
  } finally {
    client.release();
  }
}

/**
 * A pool on the PostgreSQL at `url`: the configured one, or the embedded one's (see
 * src/server/open-app-database.ts).
 */
export async function openDatabase(options: { url: string }): Promise<Database> {
  // A database host that drops packets must answer 503 in seconds, not hang every request.
  const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover) must not bring the app down:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`Connexion PostgreSQL perdue : ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    connection: { url: options.url },
    migrate: (folder = MIGRATIONS_FOLDER) => migrateUnderLock(pool, folder),
    close: () => pool.end(),
  };
}
