import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addContentOfEveryKind } from './support/content.ts';
import { type Browser, expect, type Page, test } from './support/fixtures.ts';
import { createActiveMember, createPendingMember } from './support/members.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

/** Every page of the route table, with the title its one `h1` carries. */
type RoutePage = { path: string; title: string | RegExp };

const MEMBER_PAGES: RoutePage[] = [
  { path: '/', title: /^Bienvenue, .+ !$/ },
  { path: '/profile', title: 'Mon profil' },
  { path: '/adhesion', title: 'Mon adhésion' },
  { path: '/documents', title: 'Documents' },
  { path: '/evenements', title: 'Événements' },
  { path: '/messages', title: "Messages de l'association" },
  { path: '/structures', title: 'Structures partenaires' },
  { path: '/dossiers', title: 'Dossiers' },
  { path: '/aide-questions', title: 'Question inspirante' },
  { path: '/comparateur-formats', title: 'Comparateur de formats' },
  { path: '/assemblee-generale', title: 'Assemblée Générale' },
  { path: '/material/reservation', title: 'Réserver du matériel' },
  { path: '/material/loans', title: 'Mes emprunts' },
];

const ADMIN_PAGES: RoutePage[] = [
  { path: '/admin', title: 'Administration' },
  { path: '/admin/validation-adhesions', title: 'Validation des adhésions' },
  { path: '/admin/legal-infos', title: 'Informations légales' },
  { path: '/admin/users', title: 'Utilisateurs' },
  { path: '/admin/documents', title: 'Gestion des documents' },
  { path: '/admin/messages', title: 'Messages' },
  { path: '/admin/messages/nouveau', title: 'Nouveau message' },
  { path: '/admin/assemblee-generale', title: 'Assemblées générales' },
  { path: '/admin/aide-questions', title: 'Questions inspirantes' },
  { path: '/admin/material', title: 'Matériel' },
  { path: '/admin/material/categories', title: 'Catégories de matériel' },
  { path: '/admin/material/loans', title: 'Emprunts de matériel' },
  { path: '/admin/parametres', title: "Paramètres de l'association" },
  { path: '/admin/journal', title: 'Journal' },
];

async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, person);
  return page;
}

/**
 * The page shows its title and has stopped loading: no request under way, no loader left. It has
 * one `h1`: the title in the member and admin areas, the association's name on the public pages
 * (their title is then an `h2`, in the card below).
 */
async function expectPageShown(page: Page, title: string | RegExp, level = 1): Promise<void> {
  await expect(page.getByRole('heading', { level, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
}

/** Opens each page in turn and checks it; every page is checked even when one fails. */
async function checkPages(page: Page, pages: RoutePage[]): Promise<void> {
  for (const { path, title } of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectPageShown(page, title);
      await expectNoAxeViolations(page, path);
    });
  }
}

/** A modal is checked once its opening animation is over. */
async function checkDialog(page: Page, name: string | RegExp, where: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page, where);
}

test('the public pages, their dialogs and both sign-in steps have no accessibility violation', async ({
  page,
}) => {
  await test.step('/login', async () => {
    await page.goto('/login');
    await expectPageShown(page, 'Connexion', 2);
    await expectNoAxeViolations(page, '/login');
  });
  await test.step('/login: forgotten password dialog', async () => {
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await checkDialog(page, 'Mot de passe oublié', '/login, mot de passe oublié');
    await page.keyboard.press('Escape');
  });
  await test.step('/login: legal texts dialog', async () => {
    await page.getByRole('button', { name: 'Informations Légales' }).click();
    await checkDialog(page, 'Informations Légales', '/login, informations légales');
    await page.keyboard.press('Escape');
  });
  await test.step('/login: an error under the form', async () => {
    await page.getByRole('textbox', { name: 'Email' }).fill('personne@asso.test');
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill('Mauvais1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The form's own alert; the same message also comes as a notification.
    await expect(page.locator('form').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, '/login, erreur');
  });
  await test.step('/verify-otp', async () => {
    // The page needs the email the code went to, in the router's history state: put there, then reloaded.
    const state = JSON.stringify({ usr: { email: 'personne@asso.test' }, key: 'axe', idx: 0 });
    await page.evaluate(`history.replaceState(${state}, '', '/verify-otp')`);
    await page.reload();
    await expectPageShown(page, 'Vérification', 2);
    await expectNoAxeViolations(page, '/verify-otp');
  });
  await test.step('/register', async () => {
    await page.goto('/register');
    await expectPageShown(page, "Adhérer à l'association", 2);
    await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
    await expect(page.getByText('Veuillez remplir tous les champs obligatoires').first()).toBeVisible();
    await expectNoAxeViolations(page, '/register, champs en erreur');
  });
  await test.step('/register/success without a payment', async () => {
    await page.goto('/register/success');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, '/register/success');
  });
  await test.step('/reset-password', async () => {
    await page.goto('/reset-password?token=inconnu');
    await expectPageShown(page, 'Nouveau mot de passe', 2);
    await expectNoAxeViolations(page, '/reset-password');
    await page.goto('/reset-password');
    await expectPageShown(page, 'Nouveau mot de passe', 2);
    await expectNoAxeViolations(page, '/reset-password, sans lien');
  });
});

test('every page of the member and admin areas, with content and a dialog each, has no accessibility violation', async ({
  browser,
}) => {
  // Two people, some thirty pages, each checked by axe: several minutes on a busy machine.
  test.setTimeout(300_000);
  const member = await createActiveMember(newPerson('Lucie', 'Moreau'));
  await createPendingMember(newPerson('Paul', 'Girard'));
  const adminPage = await signedInPage(browser, ADMIN);
  const memberPage = await signedInPage(browser, member);
  const content = await addContentOfEveryKind(adminPage.request, memberPage.request, Date.now().toString(36));

  await test.step('as a member', async () => {
    await checkPages(memberPage, MEMBER_PAGES);
  });

  await test.step('as a member: the reservation dialog', async () => {
    await memberPage.goto('/material/reservation');
    await memberPage.getByRole('textbox', { name: 'Rechercher du matériel' }).fill(content.material);
    await memberPage
      .getByRole('article', { name: content.material })
      .getByRole('button', { name: 'Réserver' })
      .click();
    await checkDialog(memberPage, `Réserver ${content.material}`, 'réservation de matériel');
  });

  await test.step('as an administrator, in the member area', async () => {
    await checkPages(adminPage, MEMBER_PAGES);
  });

  await test.step('as an administrator', async () => {
    await checkPages(adminPage, ADMIN_PAGES);
  });

  await test.step('as an administrator: the event dialog', async () => {
    await adminPage.goto('/evenements');
    await adminPage.getByRole('button', { name: 'Ajouter un événement' }).click();
    await checkDialog(adminPage, 'Ajouter un événement', "formulaire d'événement");
  });

  await test.step('as an administrator: the user dialog', async () => {
    await adminPage.goto('/admin/users');
    await adminPage.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    await checkDialog(adminPage, 'Ajouter un utilisateur', "formulaire d'utilisateur");
  });
});
