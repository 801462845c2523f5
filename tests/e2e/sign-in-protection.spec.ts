import { signIn, startSignIn, submitCredentials } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember, fillRegistrationAndGoToPayment } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { HOME_URL } from './support/urls.ts';

const WRONG_CODES_BEFORE_LOCK = 10;
/** LOGIN_MAX_PER_ACCOUNT, left at its default by the run's app. */
const WRONG_PASSWORDS_BEFORE_LOCK = 10;

test('a member whose sign-in codes are being guessed is locked at the code step and warned by mail', async ({
  page,
}) => {
  const member = await createActiveMember(newPerson('Lucie', 'Garnier'));
  const since = Date.now();
  const codeField = page.getByRole('textbox', { name: 'Code de vérification' });
  /** Types a code and waits for the server's answer, so that every guess is counted. */
  const submitCode = async (code: string) => {
    await codeField.fill(code);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-code'));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    return answered;
  };

  await test.step('someone who knows the password tries ten wrong codes, over several codes sent', async () => {
    let guesses = 0;
    while (guesses < WRONG_CODES_BEFORE_LOCK) {
      await page.goto('/login');
      const code = await startSignIn(page, member);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4 && guesses < WRONG_CODES_BEFORE_LOCK; i++, guesses++) {
        expect((await submitCode(wrong)).status()).toBe(400);
        await expect(
          page.getByRole('alert').filter({ hasText: 'Code incorrect ou expiré' }).first(),
        ).toBeVisible();
      }
    }
  });

  await test.step('even the right code is then refused, with a French explanation', async () => {
    await page.goto('/login');
    await submitCode(await startSignIn(page, member));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Trop de codes erronés pour ce compte' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/(login|verify-otp)/);
  });

  await test.step('the member is told by mail to change the password', async () => {
    const warning = await waitForMail({
      to: member.email,
      subject: /^Tentatives de connexion à votre compte$/,
      since,
    });
    expect(warning.text).toContain('changez votre mot de passe');
  });
});

test('a member who was sent every code of the hour is taken to the code step and signs in with the last one', async ({
  page,
}) => {
  const member = await createActiveMember(newPerson('Hugo', 'Lemoine'));
  const lastCode =
    await test.step('a first try mails a code, which the member does not see at once', async () => {
      await page.goto('/login');
      const code = await startSignIn(page, member);
      await page.getByRole('button', { name: 'Retour' }).click();
      return code;
    });

  await test.step('trying again past the hourly cap leads to the code field, with the reason', async () => {
    // The run's app allows far more codes than members get, for the stories that sign in often:
    // this account's cap is reached here by the server's own answer at the cap.
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'TOO_MANY_CODES_SENT',
            message:
              'Trop de codes envoyés pour ce compte. Réessayez dans une heure, ou utilisez le dernier code reçu.',
          },
        }),
      }),
    );
    await submitCredentials(page, member);
    await expect(page.getByText('utilisez le dernier code reçu')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Code de vérification' })).toBeVisible();
  });

  await test.step('the last code received signs the member in', async () => {
    await page.getByRole('textbox', { name: 'Code de vérification' }).fill(lastCode);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(HOME_URL);
  });
});

test('the treasurer and the visitor both see that payments are only simulated', async ({ page }) => {
  await test.step('the payment page says it is a demonstration', async () => {
    await fillRegistrationAndGoToPayment(page, newPerson('Paul', 'Mercier'));
    await expect(page.getByText('Démonstration', { exact: true })).toBeVisible();
    await expect(page.getByText("l'adhésion n'est pas encaissée")).toBeVisible();
  });

  await test.step('the administration dashboard warns the treasurer', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Paiement simulé : les adhésions ne sont pas encaissées' });
    await expect(banner).toBeVisible();
    // Every provider that really collects, not only the first one the app knew.
    await expect(banner).toContainText(
      'Stripe (PAYMENT_PROVIDER=stripe) ou HelloAsso (PAYMENT_PROVIDER=helloasso)',
    );
    // The README no longer says how: the guide's page does.
    await expect(banner).toContainText('voir le guide, docs/guide/paiements-en-ligne.md');
  });
});

/** The profile's "Changer de mot de passe" card, filled and sent; resolves with the server's status. */
async function changePasswordOnProfile(page: Page, current: string, next: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Changer de mot de passe' });
  const field = (name: string) => card.getByRole('textbox', { name, exact: true });
  await field('Mot de passe actuel').fill(current);
  await field('Nouveau mot de passe').fill(next);
  await field('Confirmer le nouveau mot de passe').fill(next);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/members/me/password'));
  await card.getByRole('button', { name: 'Changer le mot de passe' }).click();
  return (await answer).status();
}

test('whoever finds a computer left signed in cannot guess its password on the profile', async ({ page }) => {
  const member = await createActiveMember(newPerson('Rose', 'Marchand'));
  await signIn(page, member);
  await page.goto('/profile');

  await test.step('ten wrong current passwords are refused one by one', async () => {
    for (let i = 0; i < WRONG_PASSWORDS_BEFORE_LOCK; i++)
      expect(await changePasswordOnProfile(page, `essai-${i}`, 'pris-par-un-autre')).toBe(400);
  });

  await test.step('then even the right one is refused, as at sign-in', async () => {
    expect(await changePasswordOnProfile(page, member.password, 'pris-par-un-autre')).toBe(429);
    await expect(page.getByText('Trop de tentatives. Réessayez dans quelques minutes.')).toBeVisible();
  });
});

test('a member who changes the password is told by mail what to do if it was not them', async ({ page }) => {
  const member = await createActiveMember(newPerson('Jules', 'Perrot'));
  const since = Date.now();
  await signIn(page, member);
  await page.goto('/profile');
  expect(await changePasswordOnProfile(page, member.password, 'un-nouveau-secret')).toBe(200);
  await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();
  const mail = await waitForMail({ to: member.email, subject: /^Votre mot de passe a été modifié$/, since });
  expect(mail.text).toContain(`Bonjour ${member.prenom},`);
  expect(mail.text).toContain('Si ce n’était pas vous');
});
