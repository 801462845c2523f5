import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Archiver } from 'archiver';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type FileStorage, STORAGE_PREFIXES } from '../../infra/storage/storage.ts';
import { dumpTableLines, readSequences, readTables, type TableShape } from './database-dump.ts';
import { LIVE_SECRET_TABLES, UNSENT_SECRET_MAILS } from './live-secrets.ts';
import {
  applicationVersion,
  BACKUP_FORMAT,
  fileEntry,
  MANIFEST_ENTRY,
  type Manifest,
  type ManifestEntry,
  tableEntry,
} from './manifest.ts';
import { lastAppliedMigration } from './migrations.ts';

export type BackupSource = { db: Db; storage: FileStorage };

/** The unsent mails holding a secret, when the table is the outbox (of a version that marks them). */
function leftOutRows(table: TableShape): string | undefined {
  const { table: outbox, condition, columns } = UNSENT_SECRET_MAILS;
  const names = new Set(table.columns.map(({ name }) => name));
  return table.name === outbox && columns.every((column) => names.has(column)) ? condition : undefined;
}

/**
 * Adds one entry to the archive and waits until the archive has taken all of it, hashing it on
 * the way: the entries are written one after the other, each read only when its turn comes.
 */
function appendEntry(
  archive: Archiver,
  name: string,
  body: Readable,
  date: Date,
): Promise<Omit<ManifestEntry, 'content_type'>> {
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return new Promise((resolve, reject) => {
    const stopListening = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
    };
    const onEntry = (entry: { name: string }) => {
      if (entry.name !== name) return;
      stopListening();
      resolve({ sha256: hash.digest('hex'), size });
    };
    const onError = (error: Error) => {
      stopListening();
      reject(error);
    };
    archive.on('entry', onEntry);
    archive.on('error', onError);
    body.on('error', onError);
    archive.append(body.pipe(hashing), { name, date });
  });
}

/**
 * Writes the whole backup to `output`: the database as it stood at one instant (a read-only
 * REPEATABLE READ transaction), then
 * every stored file, then the manifest. Files are copied after the transaction so that a slow
 * disk or bucket does not hold the database: a stored file is never changed in place (each
 * upload gets a new name), so the files the snapshot names are those copied.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<Manifest> {
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, output);
  // Awaited at the end; until then a failure of the output reaches us through the archive.
  written.catch(() => undefined);
  const createdAt = new Date();
  const entries: Manifest['entries'] = {};
  try {
    const snapshot = await source.db.transaction(
      async (tx) => {
        // Dates written as 2026-11-23, which any server reads back whatever its own style.
        await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
        const migration = await lastAppliedMigration(tx);
        const tables: Manifest['tables'] = {};
        for (const table of await readTables(tx)) {
          if (LIVE_SECRET_TABLES.has(table.name)) continue;
          const counted = { rows: 0 };
          const name = tableEntry(table.name);
          entries[name] = await appendEntry(
            archive,
            name,
            Readable.from(dumpTableLines(tx, table, counted, leftOutRows(table))),
            createdAt,
          );
          tables[table.name] = counted.rows;
        }
        return { migration, tables, sequences: await readSequences(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    let files = 0;
    for (const prefix of STORAGE_PREFIXES) {
      for await (const key of source.storage.list(prefix)) {
        const stored = await source.storage.read(key);
        // Deleted since it was listed: the snapshot was read before, and may still name it.
        if (!stored) continue;
        const name = fileEntry(key);
        const entry = await appendEntry(archive, name, stored.body, createdAt);
        entries[name] = stored.contentType ? { ...entry, content_type: stored.contentType } : entry;
        files += 1;
      }
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: applicationVersion(),
      created_at: createdAt.toISOString(),
      ...snapshot,
      files,
      entries,
    };
    archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: MANIFEST_ENTRY, date: createdAt });
    await archive.finalize();
    await written;
    return manifest;
  } catch (error) {
    archive.abort();
    throw error;
  }
}

/**
 * Writes the backup beside `file`, then renames it into place: whoever lists the folder sees
 * whole archives only, and a failed backup leaves nothing.
 */
export async function writeBackupFile(source: BackupSource, file: string): Promise<Manifest> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `.${randomUUID()}.partiel`);
  try {
    const manifest = await writeBackup(source, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
  }
}
