import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from './test-app.ts';

const BUCKET = 'association-test';
/** s3rver's built-in account, whose keys sign the app's requests. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type TestS3Server = {
  /** The app's configuration for this bucket, as an administrator would write it. */
  env: Record<string, string>;
  endpoint: string;
  listKeys: () => Promise<string[]>;
  close: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'asso-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    endpoint,
    async listKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** A test app whose files go to local disk or to a bucket, and what that storage holds. */
export type StorageTestApp = TestApp & {
  /** Every file kept, under any name: a half-written one included. */
  storedFiles: () => Promise<string[]>;
  /** The address a download link leads to, the bucket's on S3. */
  s3Endpoint: string | undefined;
};

export async function createStorageTestApp(kind: StorageKind): Promise<StorageTestApp> {
  const s3 = kind === 's3' ? await startS3Server() : undefined;
  const t = await createTestApp({ env: s3?.env });
  const root = path.join(t.ctx.config.dataDir, 'files');
  const filesOnDisk = async () => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  };
  return {
    ...t,
    storedFiles: s3 ? s3.listKeys : filesOnDisk,
    s3Endpoint: s3?.endpoint,
    close: async () => {
      await t.close();
      await s3?.close();
    },
  };
}
