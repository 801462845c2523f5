import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { databaseUrl, dropDatabase, runOnServer } from '../../src/server/db/postgres-server.ts';
import { createAccount, hashPassword } from '../../src/server/features/auth/accounts.ts';
import { type AssociationSize, generateAssociation } from './generate.ts';

export type Caller = { id: string; email: string; password: string };
export type BenchDatabase = {
  url: string;
  database: Database;
  callers: { admin: Caller; member: Caller };
  generationMs: number;
  drop: () => Promise<void>;
};

const PASSWORD = 'motdepasse-du-banc';

async function createCaller(database: Database, role: 'admin' | 'member'): Promise<Caller> {
  const email = `banc-${role}@exemple.fr`;
  const { id } = await createAccount(database.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    prenom: 'Banc',
    nom: role === 'admin' ? 'Administrateur' : 'Membre',
    role,
    is_active: true,
  });
  return { id, email, password: PASSWORD };
}

/**
 * A database of its own on the bench's server, migrated by the app's own migrations, then filled
 * in SQL; `drop` removes it whatever happened.
 */
export async function createBenchDatabase(serverUrl: string, size: AssociationSize): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  const drop = () => dropDatabase(serverUrl, name);
  try {
    const database = await openDatabase({ url: url });
    await database.migrate();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const started = performance.now();
    try {
      await generateAssociation(client, size);
    } finally {
      await client.end();
    }
    const generationMs = performance.now() - started;
    const callers = {
      admin: await createCaller(database, 'admin'),
      member: await createCaller(database, 'member'),
    };
    return {
      url: url,
      database,
      callers,
      generationMs,
      drop: async () => {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
