import { chmod, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../features/backup/sql-rows.ts';
import { openAppDatabase } from '../open-app-database.ts';
import type { Db } from './client.ts';
import { OWNER_PASSWORD_FILE, SUPERUSER, SUPERUSER_PASSWORD_FILE } from './embedded-owner.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const quiet = { info() {}, warn() {}, error() {} };

async function whoAmI(db: Db) {
  const [row] = await queryRows<{ user: string; superuser: boolean }>(
    db,
    sql`select current_user as "user", rolsuper as "superuser" from pg_roles where rolname = current_user`,
  );
  return row;
}

/** Objects of the app's schemas that the app's role does not own. */
async function notOwned(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.oid::regclass::text as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S', 'v')
          and c.relowner <> current_user::regrole
        union all
        select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proowner <> current_user::regrole
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
  );
  return rows.map(({ name }) => name);
}

/** What `postgres` sees on the running server of `dataDir`, as the superuser. */
async function asSuperuser(dataDir: string, statements: string[]): Promise<void> {
  const embedded = await startEmbeddedPostgres(dataDir, quiet);
  const url = new URL(embedded.connectionString);
  url.username = SUPERUSER;
  url.password = (await readFile(path.join(dataDir, 'postgres', SUPERUSER_PASSWORD_FILE), 'utf8')).trim();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
  await embedded.stop();
}

// Each test starts (and the first creates) an embedded PostgreSQL: slow on a loaded machine.
describe('the embedded PostgreSQL’s owner role', { timeout: 120_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'asso-proprietaire-'));
    // As root, PostgreSQL runs as its own user, who must reach the folder.
    await chmod(dataDir, 0o755);
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is what the app connects as: the owner of everything it migrated, no superuser', async () => {
    const database = await openAppDatabase({ dataDir, databaseUrl: undefined }, { log: quiet });
    try {
      await database.migrate();
      expect(await whoAmI(database.db)).toEqual({ user: 'association', superuser: false });
      expect(await notOwned(database.db)).toEqual([]);
      // Migration 0014's C function, which the owner role may not declare, came from the superuser.
      const [inlined] = await queryRows<{ found: boolean }>(
        database.db,
        sql`select to_regprocedure('immutable_unaccent_dict(regdictionary, text)') is not null as "found"`,
      );
      expect(inlined?.found).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('takes over a data folder from before it, where everything was the superuser’s', async () => {
    // The folder as an older version left it: the app connected as `postgres`, who owns every
    // object, and the password file held the superuser's password.
    await asSuperuser(dataDir, [
      'REASSIGN OWNED BY association TO postgres',
      'DROP OWNED BY association',
      'DROP ROLE association',
      "INSERT INTO rate_limits (key, points) VALUES ('ancienne-ligne', 3)",
      'CREATE TABLE ancienne_table (id int)',
    ]);
    const folder = path.join(dataDir, 'postgres');
    await rename(path.join(folder, SUPERUSER_PASSWORD_FILE), path.join(folder, OWNER_PASSWORD_FILE));

    const database = await openAppDatabase({ dataDir, databaseUrl: undefined }, { log: quiet });
    try {
      expect(await whoAmI(database.db)).toEqual({ user: 'association', superuser: false });
      expect(await notOwned(database.db)).toEqual([]);
      await database.migrate();
      const rows = await queryRows<{ points: number }>(
        database.db,
        sql`select points from rate_limits where key = 'ancienne-ligne'`,
      );
      expect(rows).toEqual([{ points: 3 }]);
      // Only an owner may change a table.
      await database.db.execute(sql`alter table ancienne_table add column note text`);
      await database.db.execute(sql`drop table ancienne_table`);
    } finally {
      await database.close();
    }
    const ownerPassword = await readFile(path.join(folder, OWNER_PASSWORD_FILE), 'utf8');
    const superuserPassword = await readFile(path.join(folder, SUPERUSER_PASSWORD_FILE), 'utf8');
    expect(ownerPassword).not.toBe(superuserPassword);
  });

  it('is refused the superuser’s rights', async () => {
    const database = await openAppDatabase({ dataDir, databaseUrl: undefined }, { log: quiet });
    try {
      await expect(database.db.execute(sql`alter system set work_mem = '1GB'`)).rejects.toThrow();
      await writeFile(path.join(dataDir, 'sonde'), 'x');
      await expect(
        database.db.execute(sql`select pg_read_file(${path.join(dataDir, 'sonde')})`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
