import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageTestApp, STORAGE_KINDS, type StorageTestApp } from '../../testing/s3-server.ts';
import { SIGNED_LINK_SECONDS } from './signed-links.ts';

const MIB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `size` bytes in chunks of 64 KiB, as a request delivers them; fails after them when told to. */
function chunks(size: number, options: { failAtEnd?: boolean } = {}): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += 64 * 1024) {
        yield Buffer.alloc(Math.min(64 * 1024, size - sent), sent % 251);
      }
      if (options.failAtEnd) throw new Error('connection lost');
    })(),
  );
}

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe.each(STORAGE_KINDS)('the file storage on %s', (kind) => {
  let t: StorageTestApp;

  beforeAll(async () => {
    t = await createStorageTestApp(kind);
  });
  afterAll(() => t.close());

  /** A download link followed as the browser does: ours through the app, the bucket's directly. */
  async function follow(url: string) {
    if (url.startsWith('/')) {
      const response = await t.app.inject({ method: 'GET', url });
      return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
    }
    const response = await fetch(url);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('keeps a file, reads it back, and removes it', async () => {
    const key = 'documents/statuts.pdf';
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4 statuts'), 'application/pdf');
    expect(await t.storedFiles()).toContain(key);
    const stored = await t.ctx.storage.read(key);
    expect(stored?.size).toBe(16);
    expect((await readAll(stored?.body ?? Readable.from([]))).toString()).toBe('%PDF-1.4 statuts');

    await t.ctx.storage.remove(key);
    expect(await t.ctx.storage.read(key)).toBeNull();
    expect(await t.storedFiles()).not.toContain(key);
    await expect(t.ctx.storage.remove(key)).resolves.toBeUndefined();
  });

  it('lists every file under a prefix, in sub-folders too, and none of another prefix', async () => {
    const list = async (prefix: 'documents' | 'avatars') => {
      const keys: string[] = [];
      for await (const key of t.ctx.storage.list(prefix)) keys.push(key);
      return keys.sort();
    };
    expect(await list('avatars')).toEqual([]);
    await t.ctx.storage.put('documents/liste/a.pdf', Buffer.from('%PDF-1.4 a'), 'application/pdf');
    await t.ctx.storage.put('documents/liste/sous/b.pdf', Buffer.from('%PDF-1.4 b'), 'application/pdf');
    await t.ctx.storage.put('avatars/liste.png', Buffer.from('png'), 'image/png');

    expect((await list('documents')).filter((key) => key.startsWith('documents/liste/'))).toEqual([
      'documents/liste/a.pdf',
      'documents/liste/sous/b.pdf',
    ]);
    expect(await list('avatars')).toEqual(['avatars/liste.png']);
    for (const key of ['documents/liste/a.pdf', 'documents/liste/sous/b.pdf', 'avatars/liste.png']) {
      await t.ctx.storage.remove(key);
    }
  });

  it('stores a stream of unknown length, larger than one S3 part, whole', async () => {
    const key = 'documents/gros-rapport.pdf';
    await t.ctx.storage.put(key, chunks(6 * MIB), 'application/pdf');
    const stored = await readAll((await t.ctx.storage.read(key))?.body ?? Readable.from([]));
    expect(stored.length).toBe(6 * MIB);
    expect(sha256(stored)).toBe(sha256(await readAll(chunks(6 * MIB))));
    await t.ctx.storage.remove(key);
  });

  it.each([
    ['within one part', 100 * 1024],
    ['after a first part', 6 * MIB],
  ])('keeps nothing of a stream that fails %s', async (_when, size) => {
    const before = await t.storedFiles();
    const key = 'documents/coupe.pdf';
    await expect(
      t.ctx.storage.put(key, chunks(size, { failAtEnd: true }), 'application/pdf'),
    ).rejects.toThrow();
    expect(await t.ctx.storage.read(key)).toBeNull();
    expect(await t.storedFiles()).toEqual(before);
  });

  it('hands out a link valid 60 seconds that downloads the file under its name', async () => {
    const key = 'documents/pv.pdf';
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4 procès-verbal'), 'application/pdf');
    const url = await t.ctx.storage.createDownloadUrl(key, "Procès-verbal de l'été 2026.pdf");

    const download = await follow(url);
    expect(download.status).toBe(200);
    expect(download.body.toString()).toBe('%PDF-1.4 procès-verbal');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Proc%C3%A8s-verbal%20de%20l%27%C3%A9t%C3%A9%202026.pdf",
    );
  });

  it('refuses a key outside the storage prefixes', async () => {
    await expect(t.ctx.storage.put('../secret', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(t.ctx.storage.createDownloadUrl('documents/../../secret', 'x')).rejects.toThrow();
  });
});

describe('a download link from an S3 bucket', () => {
  let t: StorageTestApp;

  beforeAll(async () => {
    t = await createStorageTestApp('s3');
    await t.ctx.storage.put('documents/recu.pdf', Buffer.from('%PDF-1.4 reçu'), 'application/pdf');
  });
  afterAll(() => t.close());

  it('is a presigned address of the bucket, for 60 seconds, naming the file to save', async () => {
    const url = new URL(await t.ctx.storage.createDownloadUrl('documents/recu.pdf', 'Reçu 2026.pdf'));
    expect(url.origin).toBe(t.s3Endpoint);
    expect(url.pathname).toBe('/association-test/documents/recu.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(SIGNED_LINK_SECONDS));
    expect(SIGNED_LINK_SECONDS).toBe(60);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      "attachment; filename*=UTF-8''Re%C3%A7u%202026.pdf",
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
