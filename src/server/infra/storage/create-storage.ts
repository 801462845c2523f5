import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export function createStorage(config: Config): FileStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'), config.sessionSecret);
}
