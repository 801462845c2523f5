import { completeSignIn, signIn, startSignIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember, fillRegistrationAndGoToPayment } from './support/members.ts';
import { newPerson, type Person } from './support/people.ts';
import { HOME_URL, LOGIN_URL } from './support/urls.ts';

test.describe('a signed-out visitor', () => {
  test('is sent to the sign-in page from a member page, and back to it once signed in', async ({ page }) => {
    const member = await createActiveMember();
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/login\?retour=%2Fdocuments$/);
    await completeSignIn(page, member);
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  });

  test('handed a sign-in link that returns to another site, signs in and stays on the app', async ({
    page,
    baseURL,
  }) => {
    // Were the app to send the visitor there, they would see this page rather than a network error.
    await page.context().route(
      ({ hostname }) => hostname === 'evil.example',
      (route) => route.fulfill({ body: 'Un autre site' }),
    );
    const member = await createActiveMember();
    await page.goto('/login?retour=/%5Cevil.example/x');
    await completeSignIn(page, member);
    await expect(page).toHaveURL(HOME_URL);
    await expect(page.getByRole('heading', { name: `Bienvenue, ${member.prenom} !` })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);

    // Signed in, the sign-in pages send them home for every disguise of another site.
    for (const path of [
      '/login?retour=/%09/evil.example',
      '/register?retour=/%5Cevil.example',
      '/verify-otp?retour=//evil.example',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(HOME_URL);
        expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      });
    }
  });

  test('opening an unknown address signs in first, then lands on the dashboard', async ({ page }) => {
    const member = await createActiveMember();
    await page.goto('/nimporte-quoi');
    await expect(page).toHaveURL(LOGIN_URL);
    await completeSignIn(page, member);
    await expect(page).toHaveURL(HOME_URL);
    await expect(page.getByRole('heading', { name: `Bienvenue, ${member.prenom} !` })).toBeVisible();
  });

  test('opening the code page directly is asked for their email first', async ({ page }) => {
    await page.goto('/verify-otp');
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(page.getByText("Veuillez d'abord saisir votre email")).toBeVisible();
  });

  test('cancelling the payment comes back to the registration form, filled in but for the password', async ({
    page,
  }) => {
    const louis = newPerson('Louis', 'Bernard');
    await fillRegistrationAndGoToPayment(page, louis);
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(page).toHaveURL(/\/register\?annule=1&inscription=/);
    await expect(page.getByText("Paiement annulé : votre inscription n'est pas terminée.")).toBeVisible();
    await expect(page.getByText('saisissez de nouveau votre mot de passe')).toBeVisible();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(field('Prénom')).toHaveValue(louis.prenom);
    await expect(field('Nom')).toHaveValue(louis.nom);
    await expect(field('Email')).toHaveValue(louis.email);
    await expect(field('Adresse')).toHaveValue(louis.adresse);
    await expect(field('Code postal')).toHaveValue(louis.code_postal);
    await expect(field('Ville')).toHaveValue(louis.ville);
    await expect(field('Mot de passe')).toHaveValue('');

    // With the password typed again, the payment opens once more.
    await field('Mot de passe').fill(louis.password);
    await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
    await expect(page).toHaveURL(/\/paiement-simule\//);
    await expect(page.getByRole('button', { name: 'Payer', exact: true })).toBeEnabled();
  });
});

test.describe('a member', () => {
  let member: Person;

  test.beforeAll(async () => {
    member = await createActiveMember(newPerson('Paul', 'Petit'));
  });

  test('typing a wrong code is told so and stays on the code step', async ({ page }) => {
    await page.goto('/login');
    const mailedCode = await startSignIn(page, member);
    const wrongCode = mailedCode.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
    await page.getByRole('textbox', { name: 'Code de vérification' }).fill(wrongCode);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Code incorrect ou expiré' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(LOGIN_URL);
  });

  test('is kept out of the admin area, away from the public pages, and brought home from unknown paths', async ({
    page,
  }) => {
    await signIn(page, member);
    const welcome = page.getByRole('heading', { name: `Bienvenue, ${member.prenom} !` });

    for (const path of ['/admin/users', '/login', '/register', '/verify-otp', '/nimporte-quoi']) {
      await test.step(`${path} leads home`, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(HOME_URL);
        await expect(welcome).toBeVisible();
      });
    }
  });
});
