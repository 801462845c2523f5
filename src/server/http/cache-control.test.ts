import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedFileUrl } from '../infra/storage/signed-links.ts';
import { createDonation, enableReceipts } from '../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta name="csp-style-nonce" nonce="__CSP_STYLE_NONCE__" /></head>
<body><div id="root"></div><script type="module" src="/assets/index-A1b2C3d4.js"></script></body></html>`;

describe('what browsers and proxies may keep', () => {
  let t: TestApp;
  let webDir: string;
  let cookies: { member: string; admin: string };
  let receiptToken: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'asso-cache-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), BUILT_PAGE);
    await writeFile(path.join(webDir, 'assets', 'index-A1b2C3d4.js'), 'export {};');
    await writeFile(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ webDir });
    await enableReceipts(t.ctx);
    const { receipt } = await createDonation(t.ctx, { amount_cents: 4500 });
    if (!receipt) throw new Error('receipt expected');
    receiptToken = receipt.access_token;
    await t.ctx.storage.put('documents/compte-rendu.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    cookies = {
      member: await signedInAs(t.ctx, await createMember(t.db, { prenom: 'Zoé', nom: 'Zeller' })),
      admin: await signedInAs(t.ctx, await createAdmin(t.db)),
    };
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('keeps no answer that may hold personal data: API, PDF, CSV, signed download, page, error', async () => {
    const answers: [string, string | undefined, number][] = [
      ['/api/members/me/profile', cookies.member, 200],
      ['/api/admin/users', cookies.admin, 200],
      [`/api/donation-receipts/link/${receiptToken}`, undefined, 200],
      ['/api/admin/users/export', cookies.admin, 200],
      [createSignedFileUrl(t.ctx.config.sessionSecret, 'documents/compte-rendu.pdf'), undefined, 200],
      ['/documents', cookies.member, 200],
      ['/login', undefined, 200],
      ['/robots.txt', undefined, 200],
      ['/api/members/me/profile', undefined, 401],
      ['/api/nulle-part', undefined, 404],
    ];
    for (const [url, cookie, status] of answers) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps a hashed asset a year, as its name changes with its content', async () => {
    const response = await get('/assets/index-A1b2C3d4.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
