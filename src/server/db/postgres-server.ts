import pg from 'pg';

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection: CREATE and DROP DATABASE cannot run inside a pool's transaction. */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  // A server that dies meanwhile rejects the awaited call; unheard, the same error would stop the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops `name` and whatever connections are left on it. WITH (FORCE) needs the right to end each
 * of them, which a role that is no superuser lacks for an autovacuum worker visiting the
 * database: then this role's own connections are ended, and a plain DROP DATABASE ends the
 * autovacuum worker itself (and waits a few seconds for anyone else).
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  try {
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    await runOnServer(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = '${name}' and usename = current_user and pid <> pg_backend_pid()`,
    );
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
}
