import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import {
  databaseContents,
  openEmbeddedTestDatabase,
  seedAssociation,
  storageContents,
} from '../../testing/backup-contents.ts';
import { createMember } from '../../testing/factories.ts';
import { createScratchDatabase } from '../../testing/scratch-database.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';
import { MANIFEST_ENTRY, type Manifest } from './manifest.ts';
import { lastAppliedMigration, migrateUpTo } from './migrations.ts';
import { openBackup } from './read-backup.ts';
import { NOT_EMPTY_MESSAGE, restoreBackup } from './restore-backup.ts';
import { writeBackupFile } from './write-backup.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'sauvegarde-sauvegarde-sauvegarde-0123456789';

let folder: string;
let source: Database;
let sourceStorage: FileStorage;
let archiveFile: string;
let manifest: Manifest;
/** The embedded database each restore goes to: emptied by --force between the tests. */
let target: Database;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'asso-restauration-'));
  source = await openEmbeddedTestDatabase();
  sourceStorage = createLocalStorage(path.join(folder, 'source'), SECRET);
  await seedAssociation(source.db, sourceStorage);
  archiveFile = path.join(folder, 'sauvegarde.zip');
  manifest = await writeBackupFile({ db: source.db, storage: sourceStorage }, archiveFile);
  target = await openDatabase({});
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  await rm(folder, { recursive: true, force: true });
});

async function restoreInto(
  database: Database,
  storage: FileStorage,
  options = { file: archiveFile, force: false },
) {
  const archive = await openBackup(options.file);
  try {
    await restoreBackup({ database, storage }, archive, { force: options.force });
  } finally {
    archive.close();
  }
}

/** The archive written again with some entries changed, as a damaged or forged copy would be. */
async function alteredArchive(name: string, change: (entries: Map<string, Buffer>) => void) {
  const entries = await readZipEntries(await readFile(archiveFile));
  change(entries);
  const file = path.join(folder, name);
  const archive = new ZipArchive();
  const written = pipeline(archive, createWriteStream(file));
  for (const [entry, data] of entries) archive.append(data, { name: entry });
  await archive.finalize();
  await written;
  return file;
}

async function expectSameAsSource(restored: Database, storage: FileStorage) {
  expect(await databaseContents(restored.db)).toEqual(await databaseContents(source.db));
  expect(await storageContents(storage)).toEqual(await storageContents(sourceStorage));
}

describe('a backup', () => {
  it('lists every table with its rows, the last migration, and a checksum for every entry', async () => {
    expect(manifest.migration).toBe(await lastAppliedMigration(source.db));
    expect(manifest.tables).toMatchObject({
      users: 2,
      adhesions: 2,
      documents: 1,
      evenements: 1,
      audit_log: 1,
    });
    // Parents before the tables that reference them.
    const order = Object.keys(manifest.tables);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('adhesions'));
    expect(order.indexOf('adhesions')).toBeLessThan(order.indexOf('attestations'));
    expect(manifest.sequences).toEqual({ erased_member_number: '2' });
    expect(manifest.files).toBe(2);
    const entries = await readZipEntries(await readFile(archiveFile));
    expect([...entries.keys()].sort()).toEqual([...Object.keys(manifest.entries), MANIFEST_ENTRY].sort());
    expect(entries.get('files/evenements/atelier.png')?.length).toBe(
      manifest.entries['files/evenements/atelier.png']?.size,
    );
    // The computed payment day is not carried: the database computes it again.
    expect(entries.get('data/adhesions.jsonl')?.toString()).not.toContain('date_paiement');
  });
});

describe('restored into an empty embedded database', () => {
  let storage: FileStorage;

  beforeAll(() => {
    storage = createLocalStorage(path.join(folder, 'cible'), SECRET);
  });

  it('gives back every row and every file, byte for byte', async () => {
    await restoreInto(target, storage);
    await expectSameAsSource(target, storage);
  });

  it('refuses to replace what it holds without --force, and replaces all of it with', async () => {
    await createMember(target.db, { email: 'arrivee-depuis@exemple.fr' });
    await expect(restoreInto(target, storage)).rejects.toThrow(NOT_EMPTY_MESSAGE);
    expect(JSON.stringify((await databaseContents(target.db)).tables.users)).toContain(
      'arrivee-depuis@exemple.fr',
    );

    await restoreInto(target, storage, { file: archiveFile, force: true });
    await expectSameAsSource(target, storage);
  });

  it('refuses an archive whose content does not match its checksum, before touching anything', async () => {
    const forged = await alteredArchive('abimee.zip', (entries) => {
      const users = entries.get('data/users.jsonl')?.toString() ?? '';
      entries.set('data/users.jsonl', Buffer.from(users.replace('"role":"member"', '"role":"admin"')));
    });
    await expect(restoreInto(target, storage, { file: forged, force: true })).rejects.toThrow(
      "La sauvegarde est abîmée : data/users.jsonl ne correspond pas à sa somme de contrôle. Rien n'a été restauré.",
    );
    await expectSameAsSource(target, storage);
  });

  it('refuses an archive of a newer version of the application', async () => {
    const newer = await alteredArchive('future.zip', (entries) => {
      const written = JSON.parse(entries.get(MANIFEST_ENTRY)?.toString() ?? '{}') as Manifest;
      entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify({ ...written, migration: '0099_plus_tard' })));
    });
    await expect(restoreInto(target, storage, { file: newer, force: true })).rejects.toThrow(
      /version plus récente de l'application \(migration 0099_plus_tard\)/,
    );
  });

  it('refuses a file that is not a backup', async () => {
    await expect(openBackup(path.join(folder, 'source/documents/rapport-moral.pdf'))).rejects.toThrow(
      "Ce fichier n'est pas une sauvegarde de l'application (archive ZIP illisible).",
    );
  });
});

describe.skipIf(!serverUrl)('restored into an empty PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let postgres: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    postgres = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await postgres?.close();
    await scratch?.drop();
  });

  it('gives back every row and every file, byte for byte', async () => {
    const storage = createLocalStorage(path.join(folder, 'cible-postgres'), SECRET);
    await restoreInto(postgres, storage);
    await expectSameAsSource(postgres, storage);
  });
});

describe('an archive written one migration behind', () => {
  it('is brought up to date by the migration it lacks, its rows kept', async () => {
    const latest = await lastAppliedMigration(source.db);
    const older = await openDatabase({});
    try {
      // The version before the journal and the erasure columns (migration 0010).
      await migrateUpTo(older, '0009_renewal_reminders');
      await older.db.execute(
        sql`insert into users (id, name, email, prenom, nom, is_active)
            values ('6a2c4a0e-3b1f-4f4e-9a51-0f0b1c2d3e4f', 'Jeanne Ancienne', 'jeanne@exemple.fr', 'Jeanne', 'Ancienne', true)`,
      );
      const file = path.join(folder, 'ancienne.zip');
      const written = await writeBackupFile(
        { db: older.db, storage: createLocalStorage(path.join(folder, 'ancienne'), SECRET) },
        file,
      );
      expect(written.migration).toBe('0009_renewal_reminders');
      expect(written.tables.audit_log).toBeUndefined();

      await restoreInto(target, createLocalStorage(path.join(folder, 'ancienne-cible'), SECRET), {
        file,
        force: true,
      });
      expect(await lastAppliedMigration(target.db)).toBe(latest);
      const { rows } = (await target.db.execute(
        sql`select email, erased_at, (select count(*)::int from audit_log) as journal from users`,
      )) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ email: 'jeanne@exemple.fr', erased_at: null, journal: 0 }]);
    } finally {
      await older.close();
    }
  });
});
