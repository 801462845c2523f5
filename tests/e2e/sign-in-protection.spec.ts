import { signIn, startSignIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember, fillRegistrationAndGoToPayment } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

const WRONG_CODES_BEFORE_LOCK = 10;

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
  });
});
