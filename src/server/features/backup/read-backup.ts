import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { Entry, ZipFile } from 'yauzl';
import { BackupError, MANIFEST_ENTRY, type Manifest, manifestSchema } from './manifest.ts';

export type BackupArchive = {
  manifest: Manifest;
  /** Reads every entry through and compares it with its checksum in the manifest. */
  verify: () => Promise<void>;
  open: (name: string) => Promise<Readable>;
  close: () => void;
};

const NOT_A_BACKUP = "Ce fichier n'est pas une sauvegarde de l'application";

function corrupted(name: string): BackupError {
  return new BackupError(
    `La sauvegarde est abîmée : ${name} ne correspond pas à sa somme de contrôle. Rien n'a été restauré.`,
  );
}

/** yauzl refuses a name leading out of the archive's folder (`..`, `/etc/…`) while listing. */
async function readEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    // yauzl says `invalid relative path: files/../x`: the name is what the person needs.
    const name = /: (.+)$/.exec(error instanceof Error ? error.message : '')?.[1] ?? '?';
    throw new BackupError(`${NOT_A_BACKUP} (nom d'entrée refusé : ${name}). Rien n'a été restauré.`);
  }
  return entries;
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Opens a backup archive and reads its manifest; the entries are read only when asked for. An
 * archive whose entries and manifest do not list the same names is refused at once.
 */
export async function openBackup(file: string): Promise<BackupArchive> {
  const yauzl = await import('yauzl');
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false }).catch(() => {
    throw new BackupError(`${NOT_A_BACKUP} (archive ZIP illisible).`);
  });
  try {
    const entries = await readEntries(zip);
    const open = async (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new BackupError(`${NOT_A_BACKUP} : ${name} manque.`);
      return zip.openReadStreamPromise(entry);
    };
    // The archive is whatever file the administrator hands in: its manifest is checked like any input.
    const parsed = manifestSchema.safeParse(
      await open(MANIFEST_ENTRY)
        .then(text)
        .then(JSON.parse)
        .catch((error) => {
          if (error instanceof BackupError) throw error;
          return undefined;
        }),
    );
    if (!parsed.success) throw new BackupError(`${NOT_A_BACKUP} (manifeste illisible).`);
    const manifest = parsed.data;
    const listed = new Set(Object.keys(manifest.entries));
    for (const name of entries.keys()) {
      if (name !== MANIFEST_ENTRY && !listed.has(name)) throw corrupted(name);
    }
    for (const name of listed) if (!entries.has(name)) throw corrupted(name);
    return {
      manifest,
      open,
      close: () => zip.close(),
      async verify() {
        for (const [name, expected] of Object.entries(manifest.entries)) {
          const actual = await open(name)
            .then(sha256Of)
            .catch(() => undefined);
          if (actual?.sha256 !== expected.sha256 || actual.size !== expected.size) throw corrupted(name);
        }
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
