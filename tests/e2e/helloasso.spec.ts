import type { Page } from '@playwright/test';
import { completeSignIn, signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/helloasso-app.ts';
import { waitForMail } from './support/mailbox.ts';
import { fillRegistrationAndPay } from './support/members.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { ADMIN, newPerson } from './support/people.ts';

/** On the HelloAsso page the app sent the member to: the fee, then « Payer ». */
async function payOnHelloAsso(page: Page, helloassoUrl: string) {
  await expect(page).toHaveURL(new RegExp(`^${helloassoUrl.replaceAll('.', '\\.')}/checkout/\\d+$`));
  await expect(page.getByText('7,50 €')).toBeVisible();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
}

test('through HelloAsso a visitor joins and a member renews; the admin validates the visitor, the member’s renewal is active at once', async ({
  page,
  helloasso,
}) => {
  test.setTimeout(150_000);
  const camille = newPerson('Camille', 'Roux');

  await test.step('Camille fills the form, pays on HelloAsso’s page and is thanked back on the app', async () => {
    await fillRegistrationAndPay(page, camille);
    await payOnHelloAsso(page, helloasso.fake.url);
    await expect(page).toHaveURL(/\/register\/success\?checkoutIntentId=\d+&code=succeeded&orderId=\d+$/);
    await expect(
      page.getByRole('heading', { name: `Paiement validé ! Merci ${camille.prenom}.` }),
    ).toBeVisible();
  });

  await test.step('the admin validates her account and finds the HelloAsso order in the payments', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/validation-adhesions');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(camille.email);
    const card = page.getByRole('article', { name: `${camille.prenom} ${camille.nom}` });
    await card.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Adhésion validée !')).toBeVisible();
    await page.goto('/admin/paiements');
    const payment = page.getByRole('row', {
      name: new RegExp(`^Paiement de ${camille.prenom} ${camille.nom}`),
    });
    await expect(payment).toContainText('7,50 €');
    await expect(payment).toContainText(/helloasso-order-\d+/);
    await signOut(page);
  });

  await test.step('Camille is told by mail and signs in', async () => {
    await waitForMail({ to: camille.email, subject: /^Votre compte est validé$/ });
    await page.goto('/login');
    await completeSignIn(page, camille);
    await expect(page.getByRole('heading', { name: `Bienvenue, ${camille.prenom} !` })).toBeVisible();
    await signOut(page);
  });

  const margot = await createMemberWithoutMembership(newPerson('Margot', 'Petit'), helloasso.url);

  await test.step('Margot pays her membership on HelloAsso’s page and reads it active at once', async () => {
    const since = Date.now();
    await signIn(page, margot);
    await page.goto('/adhesion');
    await page.getByRole('button', { name: 'Adhérer' }).click();
    await payOnHelloAsso(page, helloasso.fake.url);
    await expect(page).toHaveURL(/\/adhesion\?success=true&checkoutIntentId=\d+&code=succeeded/);
    // Her account was validated and HelloAsso confirmed the payment: nobody has anything left to check.
    await expect(page.getByText('Paiement validé ! Votre adhésion est active.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
    const row = history.getByRole('row').filter({ hasText: 'Membre Ordinaire' });
    await expect(row).toContainText('7,50 €');
    await expect(row).toContainText('Active');
    await waitForMail({ to: margot.email, subject: /^Votre adhésion est active$/, since });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Mon adhésion' })).toContainText('Active');
  });
});
