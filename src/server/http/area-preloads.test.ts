import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AREA_MODULES } from './area-preloads.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-app.ts';

const BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta name="csp-style-nonce" nonce="__CSP_STYLE_NONCE__" />
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/first-load-B2.js"></head>
<body><div id="root"></div></body></html>`;

/** As Vite writes it: the entry, the areas' layouts, what they share, and a page of each area. */
const MANIFEST = {
  'main.tsx': { file: 'assets/index-A1.js', isEntry: true, imports: ['_first-load-B2.js'] },
  '_first-load-B2.js': { file: 'assets/first-load-B2.js' },
  'layout/SignedInArea.tsx': {
    file: 'assets/SignedInArea-C3.js',
    isDynamicEntry: true,
    imports: ['_first-load-B2.js', '_Modal-D4.js'],
    css: ['assets/SignedInArea-E5.css'],
  },
  '_Modal-D4.js': { file: 'assets/Modal-D4.js', imports: ['_first-load-B2.js'] },
  'layout/MemberLayout.tsx': {
    file: 'assets/MemberLayout-F6.js',
    isDynamicEntry: true,
    imports: ['_first-load-B2.js', '_navItems-G7.js'],
  },
  '_navItems-G7.js': { file: 'assets/navItems-G7.js' },
  'layout/AdminLayout.tsx': {
    file: 'assets/AdminLayout-H8.js',
    isDynamicEntry: true,
    imports: ['_navItems-G7.js'],
  },
  'features/events/EventsPage.tsx': { file: 'assets/EventsPage-J9.js', isDynamicEntry: true },
};

const preloadedScripts = (page: string) =>
  [
    ...page.matchAll(
      /<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="\/assets\/([^"]+)">/g,
    ),
  ].map(([, file]) => file);

describe("a signed-in visitor's page names the code of the area it will draw", () => {
  let t: TestApp;
  let webDir: string;
  let cookies: { member: string; admin: string };
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'asso-areas-'));
    await mkdir(path.join(webDir, '.vite'));
    await writeFile(path.join(webDir, 'index.html'), BUILT_PAGE);
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ webDir });
    cookies = {
      member: await signedInAs(t.ctx, await createMember(t.db)),
      admin: await signedInAs(t.ctx, await createAdmin(t.db)),
    };
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("a member's: the signed-in area and the member layout, with what they import and their styles, but not what the page loads anyway", async () => {
    const body = await page('/evenements', cookies.member);
    expect(preloadedScripts(body)).toEqual([
      'first-load-B2.js',
      'SignedInArea-C3.js',
      'Modal-D4.js',
      'MemberLayout-F6.js',
      'navItems-G7.js',
    ]);
    // At low priority: the first scripts keep the connection's bandwidth.
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/SignedInArea-C3.js">',
    );
    expect(body).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/SignedInArea-E5.css">',
    );
    expect(body).not.toContain('AdminLayout');
    expect(body).not.toContain('EventsPage');
  });

  it("an administrator's, on an administration page: the admin layout instead of the member's", async () => {
    const body = await page('/admin/users', cookies.admin);
    expect(preloadedScripts(body)).toEqual([
      'first-load-B2.js',
      'SignedInArea-C3.js',
      'Modal-D4.js',
      'AdminLayout-H8.js',
      'navItems-G7.js',
    ]);
    expect(preloadedScripts(await page('/', cookies.admin))).toContain('MemberLayout-F6.js');
  });

  it('the page itself when the session cannot be read (database unavailable), without the preloads', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, 'http://localhost:3000');
    await registerWebApp(app, webDir, () => Promise.reject(new Error('base indisponible')));
    const response = await app.inject({
      method: 'GET',
      url: '/evenements',
      headers: { cookie: cookies.member },
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(preloadedScripts(response.body)).toEqual(['first-load-B2.js']);
  });

  it('nothing of either area for a visitor who is not signed in, nor an administration page for a member', async () => {
    expect(preloadedScripts(await page('/evenements'))).toEqual(['first-load-B2.js']);
    expect(preloadedScripts(await page('/login', 'session=inconnue'))).toEqual(['first-load-B2.js']);
    expect(await page('/admin/users', cookies.member)).not.toContain('AdminLayout');
  });
});

it('names the layouts the router loads: a renamed layout fails here rather than silently going unpreloaded', async () => {
  const router = await readFile(path.join(projectRoot, 'src/web/router.tsx'), 'utf8');
  for (const module of new Set(Object.values(AREA_MODULES).flat()))
    expect(router, module).toContain(`import('./${module}')`);
});
