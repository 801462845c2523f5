import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../testing/query-plan.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { type Database, type Db, openDatabase } from './client.ts';
import { runOnServer } from './postgres-server.ts';
import { foldedText } from './text-search.ts';

const folded = async (db: Db, text: string) => {
  const { rows } = (await db.execute(sql`SELECT ${foldedText(sql`${text}::text`)} AS folded`)) as unknown as {
    rows: { folded: string }[];
  };
  return rows[0]?.folded;
};

/** How PostgreSQL evaluates `foldedText`, once it has inlined what it can: its plan's filter. */
const evaluated = (db: Db) => planOf(db, sql`SELECT 1 WHERE ${foldedText(sql`md5(random()::text)`)} = 'x'`);

describe('folded text', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is lower case and without accents', async () => {
    expect(await folded(database.db, 'Hélène CŒUR-Ça')).toBe('helene coeur-ca');
  });

  // The SQL wrapper of unaccent() cannot be inlined: it would be set up again in every statement.
  it('runs unaccent’s own function, inlined', async () => {
    const plan = await evaluated(database.db);
    expect(plan).toContain('immutable_unaccent_dict(');
    expect(plan).not.toContain('immutable_unaccent(');
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('folded text, in a database whose owner is no superuser', () => {
  const server = serverUrl ?? '';
  const owner = `owner_${randomBytes(6).toString('hex')}`;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase(server);
    await runOnServer(server, `CREATE ROLE ${owner} LOGIN`);
    await runOnServer(server, `ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} OWNER TO ${owner}`);
    const url = new URL(scratch.url);
    url.username = owner;
    database = await openDatabase({ url: url.toString() });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    await runOnServer(server, `DROP ROLE IF EXISTS ${owner}`);
  });

  // A hosted database's owner may not declare a C function: the migrations still pass.
  it('keeps the wrapper of migration 0004, with the same results', async () => {
    await database.migrate();
    expect(await folded(database.db, 'Hélène CŒUR-Ça')).toBe('helene coeur-ca');
    expect(await evaluated(database.db)).toContain('immutable_unaccent(');
  });
});
