import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { todayIso } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { type BackupSource, writeBackup, writeBackupFile } from './write-backup.ts';

/** Where the daily backups go, and where a download is prepared. */
export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

const SCHEDULED_NAME = /^sauvegarde-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/;

/** The name a downloaded archive is saved under: the day in Paris. */
const downloadName = (now = new Date()) => `sauvegarde-${todayIso(now)}.zip`;

type BackupDownload = { body: Readable; size: number };

/**
 * A backup ready to send: written whole to the disk first, so that a slow download never holds
 * a transaction open, then read from a file already
 * unlinked, which disappears with its last reader, even if the download is cut off.
 */
async function openBackupDownload(source: BackupSource, dataDir: string): Promise<BackupDownload> {
  const folder = backupsFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `.${randomUUID()}.telechargement`);
  try {
    await writeBackup(source, createWriteStream(file, { mode: 0o600 }));
    const handle = await open(file);
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), size };
  } finally {
    await rm(file, { force: true });
  }
}

/** The administrator's archive, with the name to save it under; each download is journalled. */
export async function downloadBackup(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  actor: Administrator,
): Promise<BackupDownload & { name: string }> {
  const download = await openBackupDownload(ctx, ctx.config.dataDir);
  const name = downloadName();
  await recordAudit(ctx.db, actor, { action: 'backup.download', target: { type: 'backup', label: name } });
  return { ...download, name };
}

/** The daily archives in the folder, oldest first: their names sort as their dates (UTC). */
async function listScheduledBackups(dataDir: string): Promise<string[]> {
  const names = await readdir(backupsFolder(dataDir)).catch(() => []);
  return names.filter((name) => SCHEDULED_NAME.test(name)).sort();
}

/**
 * The daily job: when the administrator turned it on, one archive in DATA_DIR/backups, then the
 * oldest deleted until the number kept is left. Files of any other name are not touched.
 */
export async function runScheduledBackup(
  source: BackupSource & { config: Config },
  now = new Date(),
): Promise<string | undefined> {
  const settings = await getAssociationSettings(source);
  if (!settings.backups_enabled) return undefined;
  const { dataDir } = source.config;
  const name = `sauvegarde-${now.toISOString().replaceAll(/[:.]/g, '-')}.zip`;
  await writeBackupFile(source, path.join(backupsFolder(dataDir), name));
  const kept = await listScheduledBackups(dataDir);
  for (const old of kept.slice(0, Math.max(kept.length - settings.backups_kept, 0))) {
    await rm(path.join(backupsFolder(dataDir), old), { force: true });
  }
  return name;
}
