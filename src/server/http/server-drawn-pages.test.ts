import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-app.ts';

const BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta name="csp-style-nonce" nonce="__CSP_STYLE_NONCE__" /></head>
<body><div id="root"></div><script type="module" src="/assets/index-A1.js"></script></body></html>`;

/** A build whose server entry is the web app's source, as the build would bundle it. */
async function webDirDrawingFromSource(): Promise<string> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'asso-pages-'));
  await mkdir(path.join(webDir, '.serveur'));
  await writeFile(path.join(webDir, 'index.html'), BUILT_PAGE);
  const source = path.join(projectRoot, 'src/web/entry-server.tsx');
  await writeFile(
    path.join(webDir, '.serveur', 'entry-server.js'),
    `export * from ${JSON.stringify(source)};`,
  );
  return webDir;
}

/** What the page hands the browser beside its HTML, as the browser reads it. */
function firstPageOf(page: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  const json = /<script type="application\/json" id="premiere-page">(.*?)<\/script>/s.exec(page)?.[1];
  if (!json) throw new Error('no data in the page');
  return JSON.parse(json);
}

describe('a page drawn by the server', () => {
  let t: TestApp;
  let webDir: string;
  let cookies: { member: string; admin: string };
  beforeAll(async () => {
    webDir = await webDirDrawingFromSource();
    t = await createTestApp({ webDir });
    // A name that would end the page's data and start a script, were it written as it is.
    await createMember(t.db, { prenom: '</script><script>alert(1)</script>', nom: 'Aaron' });
    cookies = {
      member: await signedInAs(t.ctx, await createMember(t.db, { prenom: 'Zoé', nom: 'Zeller' })),
      admin: await signedInAs(t.ctx, await createAdmin(t.db, { prenom: 'Alice', nom: 'Admin' })),
    };
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("holds the register's first page for an administrator, and the data it was drawn from", async () => {
    const response = await get('/admin/users', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<div id="take-over-cover"></div>');
    expect(page).toMatch(/<h1[^>]*>Utilisateurs<\/h1>/);
    expect(page).toContain('Zoé Zeller');
    const { queries } = firstPageOf(page);
    const keys = queries.queries.map(({ queryKey }) => queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['session', 'association', 'members']));
  });

  it("writes a member's text as text, in the HTML and in the data", async () => {
    const page = (await get('/admin/users', cookies.admin)).body;
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Aaron');
    expect(JSON.stringify(firstPageOf(page))).toContain('</script><script>alert(1)</script>');
  });

  it("draws a member's own dashboard, never another visitor's data", async () => {
    // Drawn at the same time: each page reads its data as its own visitor.
    const [member, admin] = (await Promise.all([get('/', cookies.member), get('/', cookies.admin)])).map(
      // React marks where a text it joined starts and ends.
      ({ body }) => body.replaceAll('<!-- -->', ''),
    );
    expect(member).toContain('Bienvenue, Zoé !');
    expect(admin).toContain('Bienvenue, Alice !');
    expect(member).not.toContain('Alice');
  });

  it('sends a signed-out visitor of a signed-in page to sign in, the page kept in the address', async () => {
    const response = await get('/admin/users?page=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?retour=%2Fadmin%2Fusers%3Fpage%3D2');
    expect((await get('/')).headers.location).toBe('/login');
  });

  it('sends a member on an administrator page home, and a signed-in visitor of the sign-in page where they were going', async () => {
    expect((await get('/admin/users', cookies.member)).headers.location).toBe('/');
    expect((await get('/login', cookies.member)).headers.location).toBe('/');
    expect((await get('/login?retour=%2Fdocuments', cookies.member)).headers.location).toBe('/documents');
    expect((await get('/login?retour=%2F%2Fevil.example', cookies.member)).headers.location).toBe('/');
    expect((await get('/nimporte-quoi', cookies.member)).headers.location).toBe('/');
  });

  it('never sends a signed-in visitor of the sign-in pages to another site, whatever the return address hides', async () => {
    for (const page of ['/login', '/register', '/verify-otp']) {
      for (const hostile of [
        '/%5Cevil.example/x',
        '/%09/evil.example',
        '/%2F/evil.example',
        '/..%2F%2Fevil.example',
      ]) {
        const url = `${page}?retour=${hostile}`;
        expect((await get(url, cookies.member)).headers.location, url).toBe('/');
      }
    }
  });

  it("draws the sign-in page for a visitor, with the association's name", async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(response.body).toContain('Se connecter');
  });

  it('goes out empty, for the browser to draw, when the session cannot be read (database unavailable)', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, 'http://localhost:3000');
    await registerWebApp(app, webDir, () => Promise.reject(new Error('base indisponible')));
    const response = await app.inject({
      method: 'GET',
      url: '/admin/users',
      headers: { cookie: cookies.admin },
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
