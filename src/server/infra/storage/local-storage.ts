import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, isValidKey } from './storage.ts';

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Clé de fichier invalide : ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
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
  };
}
