import { completeSignIn, signIn, signOut, submitCredentials } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { fillRegistrationAndGoToPayment } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { HOME_URL, LOGIN_URL } from './support/urls.ts';

test('a visitor pays the membership, an admin validates it, and the new member signs in', async ({
  page,
}) => {
  const camille = newPerson('Camille', 'Durand');

  await test.step('Camille fills the registration form and is sent to the payment page', async () => {
    await fillRegistrationAndGoToPayment(page, camille);
    await expect(page.getByText('7,50 €')).toBeVisible();
  });

  await test.step('she pays and the success page thanks her, then leads to the sign-in page', async () => {
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await expect(page).toHaveURL(/\/register\/success\?session_id=/);
    await expect(
      page.getByRole('heading', { name: `Paiement validé ! Merci ${camille.prenom}.` }),
    ).toBeVisible();
    await expect(page.getByText('Redirection vers la connexion')).toBeVisible();
    // The page waits 5 seconds before leaving.
    await expect(page).toHaveURL(LOGIN_URL, { timeout: 8_000 });
  });

  await test.step('signing in before validation tells her, once, that the account is pending', async () => {
    await submitCredentials(page, camille);
    const pending = page.getByRole('alert').filter({ hasText: 'en attente de validation' });
    await expect(pending).toBeVisible();
    // Counted at once: a toast would leave after 3 seconds, and a retried count would wait for it.
    expect(await pending.count()).toBe(1);
    await expect(page.getByRole('textbox', { name: 'Code de vérification' })).toHaveCount(0);
  });

  await test.step('the admin signs in with the mailed code and validates the new membership', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/validation-adhesions');
    await expect(page.getByRole('heading', { name: 'Validation des adhésions' })).toBeVisible();
    // The list comes a page at a time, oldest first: the search box brings her account up.
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(camille.email);
    const camilleCard = page.getByRole('article', { name: `${camille.prenom} ${camille.nom}` });
    await expect(camilleCard).toContainText(camille.email);
    await camilleCard.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Adhésion validée !')).toBeVisible();
    await expect(camilleCard).toHaveCount(0);
  });

  await test.step('the admin signs out from the footer', async () => {
    await signOut(page);
  });

  await test.step('Camille is told by mail, signs in with her code and is welcomed', async () => {
    const validated = await waitForMail({ to: camille.email, subject: /^Votre compte est validé$/ });
    expect(validated.text).toContain(`Bonjour ${camille.prenom},`);

    await completeSignIn(page, camille);
    await expect(page).toHaveURL(HOME_URL);
    await expect(page.getByRole('heading', { name: `Bienvenue, ${camille.prenom} !` })).toBeVisible();
  });
});

test('Back after paying shows the payment as already paid and leads on, never a second « Payer »', async ({
  page,
}) => {
  const lea = newPerson('Lea', 'Fontaine');
  await fillRegistrationAndGoToPayment(page, lea);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: `Paiement validé ! Merci ${lea.prenom}.` })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/paiement-simule\//);
  await expect(page.getByText('Déjà payé')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annuler', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: `Paiement validé ! Merci ${lea.prenom}.` })).toBeVisible();
});
