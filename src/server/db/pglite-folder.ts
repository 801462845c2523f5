import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

/** A database folder written by PGlite, the first embedded engine: opened now only to convert it. */
export type PgliteFolder = {
  db: Db;
  /** Applies the migrations of `folder` not yet applied. */
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** PGlite writes a whole PostgreSQL data directory, `PG_VERSION` at its top as any cluster does. */
export function isPgliteFolder(folder: string): boolean {
  return existsSync(path.join(folder, 'PG_VERSION'));
}

/**
 * Opens the folder with PGlite itself, loaded only here: the running app no longer needs it. The
 * search extensions are loaded as the app loaded them, or the tables using them would not read.
 */
export async function openPgliteFolder(folder: string): Promise<PgliteFolder> {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(folder, { extensions: { pg_trgm, unaccent } });
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    migrate: (migrationsFolder) => migrate(drizzle(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
