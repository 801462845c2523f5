import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../project-root.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either the database or a transaction, so callers can compose them atomically. */
export type DbOrTx = Db | Tx;

/** What the job engine (pg-boss) connects through: the embedded instance, or the server's URL. */
export type EngineConnection = { pglite: PGlite } | { url: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: EngineConnection;
  /** Applies the migrations of `folder` not yet applied: the app's own by default. */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(projectRoot, 'src/server/db/migrations');
/** Any fixed number, the same in every process of the app. */
const MIGRATION_LOCK_KEY = 7_310_001;

/**
 * Instances started together take turns: the first applies the migrations, the next ones find
 * them applied. The session lock lives on the connection that migrates, so a crash releases it.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * `url` set: PostgreSQL. Otherwise PGlite, persisted in `dataDir` or in memory when it is absent,
 * starting from the dumped data directory `loadDataDir` when given (the tests' migrated copy).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    // A database host that drops packets must answer 503 in seconds, not hang every request.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (restart, failover) must not bring the app down:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`Connexion PostgreSQL perdue : ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connection: { url: options.url },
      migrate: (folder = MIGRATIONS_FOLDER) => migrateUnderLock(pool, folder),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // Loaded only for the embedded database: PostgreSQL's processes need none of it.
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  // Member search needs them (migration 0004); PGlite loads an extension only when asked here.
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connection: { pglite: client },
    migrate: (folder = MIGRATIONS_FOLDER) =>
      migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
