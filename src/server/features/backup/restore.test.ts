import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAuditChanges } from '../../../domain/audit.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { databaseContents, seedAssociation, storageContents } from '../../testing/backup-contents.ts';
import { createMember } from '../../testing/factories.ts';
import { openScratchDatabase } from '../../testing/scratch-database.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';
import { MANIFEST_ENTRY, type Manifest } from './manifest.ts';
import { lastAppliedMigration, migrateUpTo } from './migrations.ts';
import { openBackup } from './read-backup.ts';
import { NOT_EMPTY_MESSAGE, restoreBackup } from './restore-backup.ts';
import { writeBackupFile } from './write-backup.ts';

const SECRET = 'sauvegarde-sauvegarde-sauvegarde-0123456789';
/** Who runs `npm run restore` in these tests: an account of the server, not of the association. */
const RESTORER = { id: null, systemUser: 'tresorier' };

let folder: string;
let source: Database;
let sourceStorage: FileStorage;
let archiveFile: string;
let manifest: Manifest;
/** The database each restore goes to: emptied by --force between the tests. */
let target: Database;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'asso-restauration-'));
  source = await openTestDatabase();
  sourceStorage = createLocalStorage(path.join(folder, 'source'), SECRET);
  await seedAssociation(source.db, sourceStorage);
  archiveFile = path.join(folder, 'sauvegarde.zip');
  manifest = await writeBackupFile({ db: source.db, storage: sourceStorage }, archiveFile);
  target = await openScratchDatabase();
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
    await restoreBackup({ database, storage }, archive, {
      force: options.force,
      journal: { by: RESTORER, archiveName: path.basename(options.file) },
    });
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

/**
 * The archive rewritten with its entries or manifest changed and every checksum computed again:
 * an archive forged with care, which only the checks of its contents can refuse.
 */
async function forgedArchive(
  name: string,
  change: (entries: Map<string, Buffer>, written: Manifest) => void,
) {
  return alteredArchive(name, (entries) => {
    const written = JSON.parse(entries.get(MANIFEST_ENTRY)?.toString() ?? '{}') as Manifest;
    entries.delete(MANIFEST_ENTRY);
    change(entries, written);
    written.entries = Object.fromEntries(
      [...entries].map(([entry, data]) => [
        entry,
        {
          ...written.entries[entry],
          sha256: createHash('sha256').update(data).digest('hex'),
          size: data.length,
        },
      ]),
    );
    entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(written)));
  });
}

/** The table's rows as the archive writes them, changed by `change`. */
function changeRows(
  entries: Map<string, Buffer>,
  table: string,
  change: (rows: Record<string, unknown>[]) => Record<string, unknown>[],
) {
  const name = `data/${table}.jsonl`;
  const rows = (entries.get(name)?.toString() ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  entries.set(
    name,
    Buffer.from(
      change(rows)
        .map((row) => `${JSON.stringify(row)}\n`)
        .join(''),
    ),
  );
}

/** The restored rows, but for the journal line the restore itself adds. */
async function restoredContents(restored: Database) {
  const contents = await databaseContents(restored.db);
  const journal = contents.tables.audit_log ?? [];
  return {
    ...contents,
    tables: { ...contents.tables, audit_log: journal.filter((row) => !row.includes('backup.restore')) },
  };
}

async function expectSameAsSource(restored: Database, storage: FileStorage) {
  expect(await restoredContents(restored)).toEqual(await databaseContents(source.db));
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
      accounting_years: 1,
      accounting_entries: 1,
      accounting_lines: 2,
    });
    // Parents before the tables that reference them.
    const order = Object.keys(manifest.tables);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('adhesions'));
    expect(order.indexOf('adhesions')).toBeLessThan(order.indexOf('attestations'));
    expect(manifest.sequences).toEqual({ erased_member_number: '2' });
    // The report, the event's picture, the association's logo and the receipt of an entry.
    expect(manifest.files).toBe(4);
    const entries = await readZipEntries(await readFile(archiveFile));
    expect(entries.has('files/association/logo-dessin.png')).toBe(true);
    expect(entries.has('files/comptabilite/facture-salle.png')).toBe(true);
    expect([...entries.keys()].sort()).toEqual([...Object.keys(manifest.entries), MANIFEST_ENTRY].sort());
    expect(entries.get('files/evenements/atelier.png')?.length).toBe(
      manifest.entries['files/evenements/atelier.png']?.size,
    );
    // The computed payment day is not carried: the database computes it again.
    expect(entries.get('data/adhesions.jsonl')?.toString()).not.toContain('date_paiement');
  });
});

describe('restored into an empty database', () => {
  let storage: FileStorage;

  beforeAll(() => {
    storage = createLocalStorage(path.join(folder, 'cible'), SECRET);
  });

  it('gives back every row and every file, byte for byte', async () => {
    await restoreInto(target, storage);
    await expectSameAsSource(target, storage);
  });

  it('ends with its own journal line: who restored, which archive, when', async () => {
    const startedAt = new Date();
    await restoreInto(target, createLocalStorage(path.join(folder, 'cible-journal'), SECRET), {
      file: archiveFile,
      force: true,
    });
    const lines = await target.db.select().from(auditLog).where(eq(auditLog.action, 'backup.restore'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actor_id: null,
      actor_name: 'tresorier (ligne de commande du serveur)',
      target_label: 'sauvegarde.zip',
    });
    expect(lines[0]?.at.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    expect(describeAuditChanges(lines[0]?.changes ?? {})).toBe(
      `Fichier : sauvegarde.zip\nSauvegarde du : ${formatDateTime(manifest.created_at)}`,
    );
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

  const forgeries: [string, (entries: Map<string, Buffer>, written: Manifest) => void, string][] = [
    [
      'a table the migration does not have',
      (entries, written) => {
        entries.set('data/intrus.jsonl', Buffer.from('{"id":"1"}\n'));
        written.tables.intrus = 1;
      },
      `table inconnue à la migration ${'{migration}'} : intrus`,
    ],
    [
      'a column the table does not have, on a row after the first',
      (entries) =>
        changeRows(entries, 'users', ([first, ...others]) => [
          first ?? {},
          ...others.map((row) => ({ ...row, pirate: 'x' })),
        ]),
      `table users, ligne 2 : colonne inconnue à la migration ${'{migration}'} : pirate`,
    ],
    [
      'a row lacking a column',
      (entries) =>
        changeRows(entries, 'adhesions', (rows) => rows.map(({ montant_cents: _, ...row }) => row)),
      'table adhesions, ligne 1 : la colonne montant_cents manque',
    ],
    [
      'a value that is not text',
      (entries) =>
        changeRows(entries, 'evenements', (rows) => rows.map((row) => ({ ...row, titre: { $: 1 } }))),
      'table evenements, ligne 1 : valeur illisible en titre',
    ],
    [
      'more rows than announced',
      (entries) => changeRows(entries, 'documents', (rows) => [...rows, ...rows]),
      'table documents : 2 ligne(s) lue(s) au lieu des 1 annoncée(s)',
    ],
    [
      'a table left out',
      (entries, written) => {
        entries.delete('data/users.jsonl');
        delete written.tables.users;
      },
      'la table users manque',
    ],
    [
      'an odd sequence name',
      (_entries, written) => {
        written.sequences['erased_member_number"; drop table users; --'] = '1';
      },
      `séquence inconnue à la migration ${'{migration}'} : erased_member_number"; drop table users; --`,
    ],
    [
      'a file under a prefix the storage does not know',
      (entries, written) => {
        entries.set('files/config/cles.txt', Buffer.from('secret'));
        written.files += 1;
      },
      'nom de fichier refusé : config/cles.txt',
    ],
    [
      'an entry that is neither rows nor a file',
      (entries) => {
        entries.set('lisez-moi.txt', Buffer.from('bonjour'));
      },
      'entrée inattendue : lisez-moi.txt',
    ],
  ];

  it.each(forgeries)(
    'refuses, its checksums right, an archive with %s, before touching anything, --force given',
    async (name, change, reason) => {
      const forged = await forgedArchive(`${name.replaceAll(' ', '-')}.zip`, change);
      await expect(restoreInto(target, storage, { file: forged, force: true })).rejects.toThrow(
        `Sauvegarde refusée : ${reason.replace('{migration}', manifest.migration)}. Rien n'a été restauré.`,
      );
      await expectSameAsSource(target, storage);
    },
  );

  it('refuses a file name leading out of the storage folder, before touching anything', async () => {
    const forged = await forgedArchive('evasion.zip', (entries, written) => {
      entries.set('files/documents/../../../evasion.txt', Buffer.from('dehors'));
      written.files += 1;
    });
    await expect(restoreInto(target, storage, { file: forged, force: true })).rejects.toThrow(
      "Ce fichier n'est pas une sauvegarde de l'application (nom d'entrée refusé : files/documents/../../../evasion.txt). Rien n'a été restauré.",
    );
    await expectSameAsSource(target, storage);
  });

  it('leaves the live secrets of an archive written before they were left out behind', async () => {
    const older = await forgedArchive('secrets-vivants.zip', (entries, written) => {
      const stamp = '2026-11-20 10:00:00+00';
      entries.set(
        'data/verifications.jsonl',
        Buffer.from(
          `${JSON.stringify({
            id: '0b5e3c1a-6f1d-4c2e-9a3b-1d2e3f4a5b6c',
            identifier: 'reset-password:jeton-vivant',
            value: '6a2c4a0e-3b1f-4f4e-9a51-0f0b1c2d3e4f',
            expires_at: '2099-01-01 00:00:00+00',
            created_at: stamp,
            updated_at: stamp,
          })}\n`,
        ),
      );
      written.tables.verifications = 1;
      changeRows(entries, 'mail_outbox', (rows) => [
        ...rows,
        {
          id: '1c6f4d2b-7a2e-4d3f-8b4c-2e3f4a5b6c7d',
          to: 'membre@exemple.fr',
          subject: 'Réinitialisation de votre mot de passe',
          text: 'https://asso.exemple/reset-password?token=jeton-vivant',
          html: null,
          from_name: null,
          reply_to: null,
          headers: null,
          sensitive: 'true',
          status: 'pending',
          attempts: '0',
          next_attempt_at: stamp,
          last_error: null,
          created_at: stamp,
          sent_at: null,
        },
      ]);
      written.tables.mail_outbox = (written.tables.mail_outbox ?? 0) + 1;
    });
    await restoreInto(target, storage, { file: older, force: true });
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

describe('restored into an empty database of the same server', () => {
  let postgres: Database;

  beforeAll(async () => {
    postgres = await openScratchDatabase();
  });
  afterAll(() => postgres?.close());

  it('gives back every row and every file, byte for byte', async () => {
    const storage = createLocalStorage(path.join(folder, 'cible-postgres'), SECRET);
    await restoreInto(postgres, storage);
    await expectSameAsSource(postgres, storage);
  });
});

describe('an archive written one migration behind', () => {
  it('is brought up to date by the migration it lacks, its rows kept', async () => {
    const latest = await lastAppliedMigration(source.db);
    const older = await openScratchDatabase();
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
      // The journal, which the archive predates, holds only the restore's own line.
      expect(rows).toEqual([{ email: 'jeanne@exemple.fr', erased_at: null, journal: 1 }]);
    } finally {
      await older.close();
    }
  });
});
