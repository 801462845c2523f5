import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '../../../domain/zod.ts';
import { projectRoot } from '../../project-root.ts';

/**
 * A backup is one ZIP archive, the same for the embedded and any other PostgreSQL: `data/<table>.jsonl` (one row
 * per line, every value as PostgreSQL writes it in text), `files/<key>` (each stored file, as
 * stored) and `manifest.json`, written last, which lists every entry with its SHA-256.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export const tableEntry = (table: string) => `data/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;
export const FILE_ENTRY_PREFIX = 'files/';

const entrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  /** A stored file's type, as the bucket keeps it; local disk keeps none. */
  content_type: z.string().optional(),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The application's version (package.json) that wrote the archive. */
  version: z.string(),
  created_at: z.iso.datetime(),
  /** The last migration applied to the database when it was read: restore brings a database there first. */
  migration: z.string(),
  /** Rows per table, in an order where a table comes after the tables it references. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Each sequence's last value given, null while none was. */
  sequences: z.record(
    z.string(),
    z
      .string()
      .regex(/^-?\d+$/)
      .nullable(),
  ),
  files: z.number().int().nonnegative(),
  entries: z.record(z.string(), entrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

/** "1 234 lignes, 1 fichier": what an archive holds, as the commands say it. */
export function summarizeBackup(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const count = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;
  return `${count(rows, 'ligne')}, ${count(manifest.files, 'fichier')}`;
}

/** A backup refused or failed, said in French to the person running the command. */
export class BackupError extends Error {}

export function applicationVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
