import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { publicFileUrl } from '../infra/storage/signed-links.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';

/** 'default-src 'self'; img-src 'self' data:' -> { 'default-src': ["'self'"], 'img-src': [...] } */
function cspOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The nonce that the CSP of this answer gives to `<style>` elements. */
function styleNonceOf(response: LightMyRequestResponse): string {
  const nonce = cspOf(response)['style-src']?.find((value) => value.startsWith("'nonce-"));
  if (!nonce) throw new Error('no style nonce');
  return nonce.slice("'nonce-".length, -1);
}

function expectSecurityHeaders(response: LightMyRequestResponse, { isPage = false } = {}) {
  const csp = cspOf(response);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  // Style attributes only (Mantine's variables in the pages the server draws): never a <style> element.
  expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
  for (const directive of ['script-src', 'style-src']) {
    expect(csp[directive]?.[0], directive).toBe("'self'");
    expect(csp[directive]?.slice(1), directive).toEqual(
      isPage ? [expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)] : [],
    );
  }
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:']);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.storage.put('avatars/portrait.png', Buffer.from('png'), 'image/png');
  });
  afterAll(() => t.close());

  it('come with a JSON answer, and no answer may be framed by another site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('come with a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nimporte-quoi' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response);
  });

  it('come with error answers, even a request refused before its route runs', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/members/me/profile' });
    expect(signedOut.statusCode).toBe(401);
    expectSecurityHeaders(signedOut);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson);

    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.fr', password: 'x' },
      headers: { origin: 'https://pirate.example', host: 'localhost:3000' },
    });
    expect(crossSite.statusCode).toBe(403);
    expectSecurityHeaders(crossSite);
  });

  it('come with a stored file, which the browser may not sniff into a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: publicFileUrl('avatars/portrait.png') });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('name no nonce in an API answer, which is never rendered as a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(cspOf(response)['style-src']).toEqual(["'self'"]);
  });

  it('give every page its own nonce', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(styleNonceOf(first)).not.toBe(styleNonceOf(second));
  });

  it('never pin the browser to https while the public address is http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(TEST_PUBLIC_URL).toMatch(/^http:/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(response)['upgrade-insecure-requests']).toBeUndefined();
  });

  it('style the simulated payment page only through the nonce of its answer', async () => {
    const checkout = await t.ctx.payments.createCheckout({
      checkoutId: 'adhesion-1',
      purpose: 'inscription',
      amountCents: 750,
      description: 'Adhésion standard',
      payer: {
        email: 'jeanne@exemple.fr',
        firstName: 'Jeanne',
        lastName: 'Moreau',
        address: null,
        zipCode: null,
        city: null,
      },
      successUrl: `${TEST_PUBLIC_URL}/inscription/succes`,
      cancelUrl: `${TEST_PUBLIC_URL}/inscription`,
    });
    const response = await t.app.inject({ method: 'GET', url: new URL(checkout.url).pathname });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, { isPage: true });
    expect(response.body).toContain(`<style nonce="${styleNonceOf(response)}">`);
  });
});

describe('security headers under https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://membres.association.example' } });
  });
  afterAll(() => t.close());

  it('tell the browser to use https only, for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/association' });
    expectSecurityHeaders(response);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cspOf(response)['upgrade-insecure-requests']).toEqual([]);
  });
});

const BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta name="csp-style-nonce" nonce="__CSP_STYLE_NONCE__" />
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

describe('security headers of the web app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const workDir = await mkdtemp(path.join(tmpdir(), 'asso-web-'));
    const webDir = path.join(workDir, 'web');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), BUILT_PAGE);
    await writeFile(path.join(webDir, 'assets/app.js'), 'export {};');
    const database = await openTestDatabase();
    const config = loadConfig({
      DATA_DIR: path.join(workDir, 'data'),
      PUBLIC_URL: TEST_PUBLIC_URL,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    ({ app } = await buildApp({ db: database.db, config, webDir }));
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await rm(workDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('come with the page, which hands its own style nonce to the app', async () => {
    for (const url of ['/', '/index.html', '/adhesion', '/admin/utilisateurs?page=2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(response, { isPage: true });
      expect(response.body, url).toContain(`nonce="${styleNonceOf(response)}"`);
      expect(response.body, url).not.toContain('__CSP_STYLE_NONCE__');
    }
  });

  it('answer a HEAD for the page like a GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(response, { isPage: true });
  });

  it('come with the scripts of the app', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {};');
    expectSecurityHeaders(response, { isPage: true });
  });
});
