import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN } from './support/people.ts';

/** Every page of the route table that an administrator may open (the member pages too). */
const PAGES = [
  '/',
  '/profile',
  '/documents',
  '/evenements',
  '/messages',
  '/structures',
  '/dossiers',
  '/adhesion',
  '/aide-questions',
  '/comparateur-formats',
  '/assemblee-generale',
  '/material/reservation',
  '/material/loans',
  '/admin',
  '/admin/users',
  '/admin/users/import',
  '/admin/documents',
  '/admin/messages',
  '/admin/messages/nouveau',
  '/admin/aide-questions',
  '/admin/assemblee-generale',
  '/admin/legal-infos',
  '/admin/validation-adhesions',
  '/admin/material',
  '/admin/material/categories',
  '/admin/material/loans',
  '/admin/paiements',
  '/admin/parametres',
  '/admin/effacements',
  '/admin/journal',
];

test.describe('a page opened from its address', () => {
  test("holds the register's first member before any script runs", async ({ browser, page }) => {
    await signIn(page, ADMIN);
    const firstPage = await page.request.get('/api/admin/users?statut=tous&search=&page=1&pageSize=25');
    const [first] = (await firstPage.json()).items as { prenom: string; nom: string }[];
    if (!first) throw new Error('the register is empty');

    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const drawn = await withoutScripts.newPage();
    await drawn.goto('/admin/users');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(drawn.getByText(`${first.prenom} ${first.nom}`, { exact: true }).first()).toBeVisible();
    await withoutScripts.close();
  });

  test('is taken over by the browser without reading its data again', async ({ page }) => {
    await signIn(page, ADMIN);
    // A page of its own: nothing the dashboard, where signing in lands, still reads.
    const opened = await page.context().newPage();
    const reads: string[] = [];
    opened.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
    });
    await opened.goto('/admin/users');
    await expect(opened.locator('#take-over-cover')).toHaveCount(0);
    // Taken over: the search box answers, and only the search is read.
    await opened.getByRole('textbox', { name: 'Rechercher' }).fill('zzz-personne');
    await expect(opened.getByText('Aucun utilisateur', { exact: true })).toBeVisible();
    expect(reads.filter((url) => new URL(url).searchParams.get('search') !== 'zzz-personne')).toEqual([]);
  });

  test('is drawn by the server and taken over by the browser on every page of the route table', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('#take-over-cover')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      });
    }
    // The fixtures fail the test on any page the browser had to draw again.
  });
});

test.describe('the server sends a visitor elsewhere, as the guards do', () => {
  test('a signed-out visitor of a member page signs in first, the page kept in the address', async ({
    request,
  }) => {
    const answer = await request.get('/documents?page=2', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/login?retour=%2Fdocuments%3Fpage%3D2');
  });

  test('a member on an administrator page goes home', async ({ page }) => {
    const member = await createActiveMember();
    await signIn(page, member);
    const answer = await page.request.get('/admin/users', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/');
  });
});
