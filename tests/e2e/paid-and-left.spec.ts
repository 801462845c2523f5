import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { fillRegistrationAndGoToPayment } from './support/members.ts';
import { ledgerRowOf } from './support/payments.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('a visitor who pays and closes the tab at once is recorded, awaiting validation with the payment', async ({
  context,
  page,
}) => {
  const ines = newPerson('Ines', 'Pressee');

  await test.step('Inès pays on the provider page and closes the tab before the return page loads', async () => {
    await fillRegistrationAndGoToPayment(page, ines);
    // The return page never loads: nothing it would do can make the sign-up.
    await page.route('**/register/success**', (route) => route.abort());
    const leaving = page.waitForRequest((request) => request.url().includes('/register/success'));
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await leaving;
    await page.close();
  });

  const admin = await context.newPage();
  await signIn(admin, ADMIN);

  await test.step('the admin finds her account awaiting validation', async () => {
    await admin.goto('/admin/validation-adhesions');
    await admin.getByRole('textbox', { name: 'Rechercher' }).fill(ines.email);
    const card = admin
      .getByRole('article', { name: `${ines.prenom} ${ines.nom}` })
      .filter({ hasText: ines.email });
    await expect(card).toContainText(ines.email);
    await expect(card.getByRole('button', { name: 'Valider' })).toBeVisible();
  });

  await test.step('and her card payment in the payments ledger', async () => {
    await admin.goto('/admin/paiements');
    const payment = await ledgerRowOf(admin, `${ines.prenom} ${ines.nom}`);
    await expect(payment).toContainText(ines.email);
    await expect(payment).toContainText('7,50');
    await expect(payment).toContainText('Carte Bancaire');
  });
});
