import { deOrElision } from '../../src/domain/french.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createPendingMember } from './support/members.ts';
import { ledgerRowOf } from './support/payments.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('an administrator refuses a pending sign-up with a reason: the card goes, the visitor is mailed it and refunded', async ({
  page,
}) => {
  const oscar = await createPendingMember(newPerson('Oscar', 'Refuse'));
  const name = `${oscar.prenom} ${oscar.nom}`;
  const reason = 'Notre association accueille les habitants du quartier des Lilas uniquement.';
  const since = Date.now();
  await signIn(page, ADMIN);
  await page.goto('/admin/validation-adhesions');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(oscar.email);
  const card = page.getByRole('article', { name }).filter({ hasText: oscar.email });

  await test.step('the card shows the offer he chose and what he paid', async () => {
    await expect(card).toContainText('Membre Ordinaire · 7,50 € (payé en ligne)');
  });

  await test.step('« Refuser » asks for the reason before anything happens', async () => {
    await card.getByRole('button', { name: 'Refuser' }).click();
    const modal = page.getByRole('dialog', { name: `Refuser l'adhésion ${deOrElision(name)}` });
    await expect(modal).toContainText('Son paiement en ligne lui sera remboursé.');
    await modal.getByRole('button', { name: "Refuser l'adhésion" }).click();
    await expect(modal.getByText('Veuillez indiquer la raison du refus')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Raison du refus' }).fill(reason);
    await modal.getByRole('button', { name: "Refuser l'adhésion" }).click();
    await expect(page.getByText('Adhésion refusée : le paiement en ligne est remboursé')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  await test.step('Oscar receives the reason by mail', async () => {
    const mail = await waitForMail({
      to: oscar.email,
      subject: /^Votre demande d’adhésion n’a pas été acceptée$/,
      since,
    });
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Votre paiement en ligne vous est remboursé');
  });

  await test.step('the ledger shows his payment refunded', async () => {
    await page.goto('/admin/paiements');
    const payment = await ledgerRowOf(page, name);
    await expect(payment).toContainText('Remboursé');
  });
});
