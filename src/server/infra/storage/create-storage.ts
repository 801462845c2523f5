import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/** The AWS SDK is loaded only with S3: it costs start-up time and memory to the others. */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'files'), config.sessionSecret);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
