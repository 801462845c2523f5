import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  zstdDecompressSync,
} from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '../../domain/paging.ts';
import { createSignedFileUrl, publicFileUrl } from '../infra/storage/signed-links.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** What Chromium sends on every request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Safari has no Zstandard. */
const SAFARI_ENCODINGS = 'gzip, deflate, br';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta name="csp-style-nonce" nonce="__CSP_STYLE_NONCE__" />
<script type="module" src="/assets/index-Bx9IMSXT.js"></script>
<link rel="stylesheet" href="/assets/index-C0NQ_Dpm.css"></head>
<body><div id="root"></div>${'<!-- une page comme la construit Vite -->\n'.repeat(40)}</body></html>`;
const SCRIPT = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page-${i}`))};`;
const SMALL_STYLES = ':root{color-scheme:light}';

/** The body as the browser reads it once it has undone the announced encoding. */
function decodedBody(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'zstd':
      return zstdDecompressSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

function styleNonceOf(response: LightMyRequestResponse): string {
  const match = String(response.headers['content-security-policy']).match(
    /style-src [^;]*'nonce-([0-9a-f]+)'/,
  );
  if (!match?.[1]) throw new Error('no style nonce');
  return match[1];
}

describe('what a browser gets over the wire', () => {
  let t: TestApp;
  let workDir: string;
  const get = (url: string, encodings = BROWSER_ENCODINGS, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': encodings, ...(cookie ? { cookie } : {}) },
    });

  beforeAll(async () => {
    // A built web app as `vite build` leaves it: hashed assets, with brotli and gzip copies of the
    // larger ones, and index.html.
    workDir = await mkdtemp(path.join(tmpdir(), 'asso-transfer-'));
    const assets = path.join(workDir, 'assets');
    await mkdir(assets, { recursive: true });
    await writeFile(path.join(workDir, 'index.html'), BUILT_PAGE);
    await writeFile(path.join(assets, 'index-Bx9IMSXT.js'), SCRIPT);
    await writeFile(path.join(assets, 'index-Bx9IMSXT.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(assets, 'index-Bx9IMSXT.js.gz'), gzipSync(SCRIPT));
    await writeFile(path.join(assets, 'index-C0NQ_Dpm.css'), SMALL_STYLES);
    t = await createTestApp({ webDir: workDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a script made at build time, kept a year', async () => {
    const response = await get('/assets/index-Bx9IMSXT.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length / 3);
    expect(decodedBody(response)).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await get('/assets/index-Bx9IMSXT.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(decodedBody(gzipped)).toBe(SCRIPT);

    const plain = await get('/assets/index-Bx9IMSXT.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses on the fly an asset the build left without copies, still kept a year', async () => {
    const response = await get('/assets/index-C0NQ_Dpm.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('zstd');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(decodedBody(response)).toBe(SMALL_STYLES);
  });

  it('answers a missing asset (a chunk of an older version) with a 404, not the page', async () => {
    const response = await get('/assets/AdminPage-0ld0ld00.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends the page compressed, never kept, with the nonce of its own answer', async () => {
    for (const url of ['/', '/login', '/admin/users?page=2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-encoding'], url).toBe('zstd');
      const page = decodedBody(response);
      expect(page, url).toContain(`nonce="${styleNonceOf(response)}"`);
      expect(page, url).not.toContain('__CSP_STYLE_NONCE__');
    }
    const plain = await get('/login', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`nonce="${styleNonceOf(plain)}"`);
  });

  it('compresses a large API answer, and leaves a small one as it is', async () => {
    const large = await get('/api/openapi.json', 'gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(decodedBody(large)).paths).toHaveProperty('/api/association');

    const small = await get('/healthz');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('compresses the register in one piece, with its length, to the same JSON as sent plain', async () => {
    const admin = await createAdmin(t.db);
    for (let index = 0; index < PAGE_SIZE_DEFAULT; index++) await createMember(t.db);
    const cookie = await signedInAs(t.ctx, admin);
    const plain = await get('/api/admin/users', 'identity', cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encodings, encoding] of [
      [BROWSER_ENCODINGS, 'zstd'],
      [SAFARI_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
    ]) {
      const compressed = await get('/api/admin/users', encodings, cookie);
      expect(compressed.statusCode, encodings).toBe(200);
      expect(compressed.headers['content-encoding'], encodings).toBe(encoding);
      expect(compressed.headers.vary, encodings).toContain('accept-encoding');
      expect(compressed.headers['content-length'], encodings).toBe(String(compressed.rawPayload.length));
      expect(compressed.rawPayload.length, encodings).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decodedBody(compressed)), encodings).toEqual(plain.json());
    }
  });

  it('streams a stored text file compressed, whole once decoded', async () => {
    const minutes = 'Compte rendu de l’assemblée générale\n'.repeat(200);
    await t.ctx.storage.put('documents/compte-rendu.txt', Buffer.from(minutes), 'text/plain; charset=utf-8');
    const url = createSignedFileUrl(t.ctx.config.sessionSecret, 'documents/compte-rendu.txt', {
      downloadName: 'compte-rendu.txt',
    });
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('zstd');
    expect(response.headers['content-disposition']).toContain('compte-rendu.txt');
    expect(decodedBody(response)).toBe(minutes);
  });

  it('sends a stored image as stored, with its length', async () => {
    const image = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]);
    await t.ctx.storage.put('avatars/portrait.png', image, 'image/png');
    const response = await get(publicFileUrl('avatars/portrait.png'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(image.length));
    expect(response.rawPayload.equals(image)).toBe(true);
  });
});
