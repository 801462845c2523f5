import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createSignedFileUrl } from './signed-links.ts';
import { checkKey, type FileStorage } from './storage.ts';

/**
 * Files under `root/{key}`. A body is written to `root/.partial/` first and renamed into place
 * once whole: no key ever points at half a file, and `.partial` is under no prefix, so no link
 * reaches it.
 */
export function createLocalStorage(root: string, secret: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  const partialDir = path.join(root, '.partial');
  return {
    async put(key, body) {
      const file = resolve(key);
      const partial = path.join(partialDir, randomUUID());
      await mkdir(partialDir, { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await mkdir(path.dirname(file), { recursive: true });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), contentType: undefined, size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async createDownloadUrl(key, downloadName) {
      return createSignedFileUrl(secret, checkKey(key), { downloadName });
    },
    async *list(prefix) {
      const folder = await opendir(path.join(root, prefix), { recursive: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
      if (!folder) return;
      for await (const entry of folder) {
        if (!entry.isFile()) continue;
        yield path.relative(root, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, '/');
      }
    },
  };
}
