import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks.ts';
import { MIGRATIONS_FOLDER } from './client.ts';

/** The role the app connects as: owner of its database, never a superuser. */
export const OWNER_ROLE = 'association';
/** The superuser made by initdb, kept for the setup below. */
export const SUPERUSER = 'postgres';
/** The owner role's password in the cluster's folder (before the owner role, the superuser's). */
export const OWNER_PASSWORD_FILE = 'app-password';
export const SUPERUSER_PASSWORD_FILE = 'superuser-password';

/** Written aside then renamed: a reader sees the old password or the new one, never half of one. */
async function writePrivate(file: string, text: string): Promise<void> {
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, text, { mode: 0o600 });
  await rename(draft, file).catch(async (error) => {
    await rm(draft, { force: true });
    throw error;
  });
}

const readText = (file: string) =>
  readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );

/**
 * Migration 0014 declares unaccent's C function, which only a superuser may: migrated by the
 * owner role, a database keeps the slower wrapper of 0004, and the superuser applies it here.
 */
const INLINED_UNACCENT = path.join(MIGRATIONS_FOLDER, '0014_inlined_unaccent.sql');

/**
 * Every object of the database (but the system's and the extensions' own) owned by the owner
 * role. A data folder from before the owner role has everything owned by `postgres`, which
 * REASSIGN OWNED cannot take from (it is the bootstrap superuser): each object changes owner by
 * itself. Owned sequences and indexes follow their table.
 */
const ADOPT = `DO $adopt$
DECLARE item record;
BEGIN
  EXECUTE format('ALTER DATABASE %I OWNER TO ${OWNER_ROLE}', current_database());
  FOR item IN
    SELECT format('ALTER SCHEMA %I OWNER TO ${OWNER_ROLE}', nspname) AS statement FROM pg_namespace n
    WHERE nspowner <> '${OWNER_ROLE}'::regrole AND nspowner <> 'pg_database_owner'::regrole
      AND nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO ${OWNER_ROLE}',
      CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
        WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END, c.oid::regclass)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner <> '${OWNER_ROLE}'::regrole AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S', 'c')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
    UNION ALL
    SELECT format('ALTER ROUTINE %s OWNER TO ${OWNER_ROLE}', p.oid::regprocedure)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner <> '${OWNER_ROLE}'::regrole AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO ${OWNER_ROLE}', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid::regtype)
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner <> '${OWNER_ROLE}'::regrole AND t.typtype IN ('e', 'd', 'r')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE item.statement;
  END LOOP;
END
$adopt$`;

async function onConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A server that dies meanwhile rejects the awaited call; unheard, the same error would stop the process.
  client.on('error', () => {});
  await client.connect();
  try {
    // Two processes starting together (the server and a command) take turns.
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.embeddedSetup]);
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function adopt(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ slow: boolean }>(
    `select to_regprocedure('public.immutable_unaccent(text)') is not null
        and to_regprocedure('public.immutable_unaccent_dict(regdictionary, text)') is null as slow`,
  );
  if (rows[0]?.slow) await client.query(await readFile(INLINED_UNACCENT, 'utf8'));
  await client.query(ADOPT);
}

/**
 * As the superuser, on the cluster of `folder` (its app database, `superuserUrl`'s): the owner
 * role, created with a fresh password when missing (or when the password file still holds the
 * superuser's, as in a data folder from before it), the extensions the app needs, and every
 * object of the database given to the owner role. Answers the owner role's password.
 */
export async function setUpOwnerRole(superuserUrl: string, folder: string, superuserPassword: string) {
  return onConnection(superuserUrl, async (client) => {
    const superuserFile = path.join(folder, SUPERUSER_PASSWORD_FILE);
    if ((await readText(superuserFile)) !== superuserPassword)
      await writePrivate(superuserFile, superuserPassword);
    const ownerFile = path.join(folder, OWNER_PASSWORD_FILE);
    let password = await readText(ownerFile);
    const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [OWNER_ROLE]);
    if (!rowCount || !password || password === superuserPassword) {
      password = randomBytes(24).toString('hex');
      // CREATEDB: a restore checks an archive in a scratch database of its own (check-backup.ts).
      await client.query(
        `${rowCount ? 'ALTER' : 'CREATE'} ROLE ${OWNER_ROLE} LOGIN CREATEDB NOSUPERUSER NOCREATEROLE PASSWORD '${password}'`,
      );
      await writePrivate(ownerFile, password);
    }
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
    await adopt(client);
    return password;
  });
}

/** As the superuser, once migrations ran on the database of `superuserUrl`: see `adopt`. */
export function adoptDatabase(superuserUrl: string): Promise<void> {
  return onConnection(superuserUrl, adopt);
}
