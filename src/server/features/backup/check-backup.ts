import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { openDatabase } from '../../db/client.ts';
import { databaseUrl, dropDatabase, runOnServer } from '../../db/postgres-server.ts';
import { isValidKey } from '../../infra/storage/storage.ts';
import { readSequences, readTables, type TableShape } from './database-dump.ts';
import { LIVE_SECRET_TABLES } from './live-secrets.ts';
import { BackupError, FILE_ENTRY_PREFIX, type Manifest, tableEntry } from './manifest.ts';
import { migrateUpTo } from './migrations.ts';
import type { BackupArchive } from './read-backup.ts';

type MigrationShape = { tables: Map<string, TableShape>; sequences: Set<string> };

const refused = (what: string) => new BackupError(`Sauvegarde refusée : ${what}. Rien n'a été restauré.`);

const shapes = new Map<string, Promise<MigrationShape>>();

async function readShape(tag: string, serverUrl: string): Promise<MigrationShape> {
  const name = `backup_check_${randomBytes(6).toString('hex')}`;
  try {
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    throw new BackupError(
      `Vérification de la sauvegarde impossible : le rôle PostgreSQL doit pouvoir créer une base de travail (CREATEDB) (${(error as Error).message}). Rien n'a été restauré.`,
    );
  }
  const scratch = await openDatabase({ url: databaseUrl(serverUrl, name) });
  try {
    await migrateUpTo(scratch, tag);
    const tables = await readTables(scratch.db);
    const sequences = await readSequences(scratch.db);
    return {
      tables: new Map(tables.map((table) => [table.name, table])),
      sequences: new Set(Object.keys(sequences)),
    };
  } finally {
    await scratch.close();
    await dropDatabase(serverUrl, name);
  }
}

/**
 * The tables, columns and sequences a database has at the migration `tag`, read from a scratch
 * database of the same server brought there, then dropped, so that the target is not touched. A migration's shape never
 * changes: it is read once per process.
 */
function shapeAtMigration(tag: string, serverUrl: string): Promise<MigrationShape> {
  let shape = shapes.get(tag);
  if (!shape) {
    shape = readShape(tag, serverUrl);
    shapes.set(tag, shape);
    shape.catch(() => shapes.delete(tag));
  }
  return shape;
}

function checkNames(manifest: Manifest, shape: MigrationShape) {
  const { migration } = manifest;
  for (const name of Object.keys(manifest.tables)) {
    if (!shape.tables.has(name)) throw refused(`table inconnue à la migration ${migration} : ${name}`);
  }
  for (const name of shape.tables.keys()) {
    if (!LIVE_SECRET_TABLES.has(name) && manifest.tables[name] === undefined)
      throw refused(`la table ${name} manque`);
  }
  for (const name of Object.keys(manifest.sequences)) {
    if (!shape.sequences.has(name)) throw refused(`séquence inconnue à la migration ${migration} : ${name}`);
  }
}

/** Each entry is a listed table's rows or a stored file under a key the storage accepts. */
function checkEntries(manifest: Manifest) {
  const tableEntries = new Set(Object.keys(manifest.tables).map(tableEntry));
  for (const name of tableEntries) {
    if (!manifest.entries[name]) throw refused(`${name} manque`);
  }
  let files = 0;
  for (const name of Object.keys(manifest.entries)) {
    if (tableEntries.has(name)) continue;
    if (!name.startsWith(FILE_ENTRY_PREFIX)) throw refused(`entrée inattendue : ${name}`);
    const key = name.slice(FILE_ENTRY_PREFIX.length);
    if (!isValidKey(key)) throw refused(`nom de fichier refusé : ${key}`);
    files += 1;
  }
  if (files !== manifest.files) throw refused(`${manifest.files} fichier(s) annoncé(s), ${files} présent(s)`);
}

/** Every line names exactly the table's columns at that migration, each value as text or null. */
async function checkTableLines(archive: BackupArchive, table: TableShape, expected: number) {
  const columns = new Set(table.columns.map(({ name }) => name));
  const { migration } = archive.manifest;
  let count = 0;
  const lines = createInterface({ input: await archive.open(tableEntry(table.name)), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    count += 1;
    const where = `table ${table.name}, ligne ${count}`;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw refused(`${where} illisible`);
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw refused(`${where} illisible`);
    for (const [name, value] of Object.entries(row)) {
      if (!columns.has(name))
        throw refused(`${where} : colonne inconnue à la migration ${migration} : ${name}`);
      if (value !== null && typeof value !== 'string')
        throw refused(`${where} : valeur illisible en ${name}`);
    }
    for (const name of columns) if (!(name in row)) throw refused(`${where} : la colonne ${name} manque`);
  }
  if (count !== expected)
    throw refused(`table ${table.name} : ${count} ligne(s) lue(s) au lieu des ${expected} annoncée(s)`);
}

/**
 * Everything a restore can check before it touches the target, --force included: the tables,
 * columns and sequences against the migration the archive names, the entries and their keys.
 * Checksums are compared by the archive's own `verify`.
 */
export async function checkBackupContents(archive: BackupArchive, serverUrl: string): Promise<void> {
  const { manifest } = archive;
  const shape = await shapeAtMigration(manifest.migration, serverUrl);
  checkNames(manifest, shape);
  checkEntries(manifest);
  for (const [name, expected] of Object.entries(manifest.tables)) {
    await checkTableLines(archive, shape.tables.get(name) as TableShape, expected);
  }
}
