import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../../../../scripts/demo/people.ts';
import { seedDemoData } from '../../../../scripts/demo/seed-demo-data.ts';
import { type Database, type Db, MIGRATIONS_FOLDER, openDatabase } from '../../db/client.ts';
import { openPgliteFolder } from '../../db/pglite-folder.ts';
import { adhesions, documents, materialLoans, users } from '../../db/schema.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import { databaseContents } from '../../testing/backup-contents.ts';
import { createScratchDatabase } from '../../testing/scratch-database.ts';
import { LIVE_SECRET_TABLES } from './live-secrets.ts';
import { convertPgliteDataDir } from './pglite-conversion.ts';
import { queryRows } from './sql-rows.ts';

const SECRET = 'conversion-conversion-conversion-0123456789';

/** What the checks compare: every row of every table, and a few rows read as the app reads them. */
async function snapshot(db: Db) {
  const { tables, sequences, migrations } = await databaseContents(db);
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  // The same row on both sides: a physical order is not kept by a copy.
  const [adhesion] = await db.select().from(adhesions).orderBy(adhesions.id).limit(1);
  const [loan] = await db.select().from(materialLoans).orderBy(materialLoans.id).limit(1);
  const [document] = await db.select().from(documents).orderBy(documents.id).limit(1);
  return { tables, sequences, migrations, admin, adhesion, loan, document };
}

async function convert(dataDir: string, targetUrl: string) {
  const logged: string[] = [];
  const result = await convertPgliteDataDir({ dataDir, targetUrl, log: (line) => logged.push(line) });
  return { result, logged };
}

describe('an old PGlite DATA_DIR at the first start on PostgreSQL', () => {
  let dataDir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let target: Database;
  const storage = () => createLocalStorage(path.join(dataDir, 'files'), SECRET);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'asso-conversion-'));
    // The old folder as `npm run seed:demo` left it on PGlite: every feature's rows, and files.
    const old = await openPgliteFolder(path.join(dataDir, 'db'));
    try {
      await old.migrate(MIGRATIONS_FOLDER);
      await seedDemoData(old.db, {
        storage: storage(),
        associationInitials: 'HDS',
        passwordHash: 'empreinte',
      });
      before = await snapshot(old.db);
    } finally {
      await old.close();
    }
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await target?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every row into PostgreSQL, finds every file, and keeps the old folder aside', async () => {
    const { result, logged } = await convert(dataDir, scratch.url);
    expect(result).toBe('converted');

    target = await openDatabase({ url: scratch.url });
    const after = await snapshot(target.db);
    // Sign-in keys never travel in an archive: everyone signs in again.
    const carried = Object.fromEntries(
      Object.entries(before.tables).map(([name, rows]) => [name, LIVE_SECRET_TABLES.has(name) ? [] : rows]),
    );
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(carried).sort());
    for (const [name, rows] of Object.entries(carried)) {
      expect({ name, rows: after.tables[name]?.length }).toEqual({ name, rows: rows.length });
    }
    expect(after.tables).toEqual(carried);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.migrations).toEqual(before.migrations);
    expect(before.admin && before.adhesion && before.loan && before.document).toBeTruthy();
    expect(after.admin).toEqual(before.admin);
    expect(after.adhesion).toEqual(before.adhesion);
    expect(after.loan).toEqual(before.loan);
    expect(after.document).toEqual(before.document);
    // The files never moved: the converted rows still name them.
    const stored = await storage().read(after.document?.url ?? '');
    const bytes = stored ? await buffer(stored.body) : Buffer.alloc(0);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(after.document?.taille);

    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    const aside = (await readdir(dataDir)).filter((name) => name.startsWith('db-pglite-avant-conversion-'));
    expect(aside).toEqual([`db-pglite-avant-conversion-${new Date().toISOString().slice(0, 10)}`]);
    expect(existsSync(path.join(dataDir, aside[0] ?? '', 'PG_VERSION'))).toBe(true);
    expect(logged.at(-1)).toContain(path.join(dataDir, aside[0] ?? ''));
    // Nothing of the conversion's archive is left behind.
    expect((await readdir(dataDir)).sort()).toEqual([aside[0], 'files']);

    expect((await convert(dataDir, scratch.url)).result).toBe('nothing-to-convert');
  });

  it('refuses to replace a PostgreSQL database already holding accounts, the old folder left in place', async () => {
    const [aside] = (await readdir(dataDir)).filter((name) => name.startsWith('db-pglite-avant-conversion-'));
    await rename(path.join(dataDir, aside ?? ''), path.join(dataDir, 'db'));

    await expect(convert(dataDir, scratch.url)).rejects.toThrow(
      /La conversion de l'ancienne base PGlite .* a échoué : la base PostgreSQL contient déjà des comptes.*L'ancienne base est restée en place/,
    );
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect((await readdir(dataDir)).sort()).toEqual(['db', 'files']);
  });
});

describe('an unreadable old PGlite folder', () => {
  it('is refused in French, left where it was, and the target left empty', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'asso-conversion-'));
    const scratch = await createScratchDatabase();
    try {
      await mkdir(path.join(dataDir, 'db'));
      await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');

      await expect(convert(dataDir, scratch.url)).rejects.toThrow(
        /La conversion de l'ancienne base PGlite .* a échoué : ancienne base illisible .* L'ancienne base est restée en place : la conversion sera tentée de nouveau au prochain démarrage\./,
      );
      expect(await readdir(dataDir)).toEqual(['db']);
      expect(await readdir(path.join(dataDir, 'db'))).toContain('PG_VERSION');
      const target = await openDatabase({ url: scratch.url });
      try {
        expect(
          await queryRows(target.db, sql`select to_regclass('public.users') is null as "empty"`),
        ).toEqual([{ empty: true }]);
      } finally {
        await target.close();
      }
    } finally {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a DATA_DIR without a PGlite folder', () => {
  it('has nothing to convert, and the target is not even reached', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'asso-conversion-'));
    try {
      const { result } = await convert(dataDir, 'postgres://personne@127.0.0.1:1/absente');
      expect(result).toBe('nothing-to-convert');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
