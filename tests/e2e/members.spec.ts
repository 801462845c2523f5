import { signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { HOME_URL } from './support/urls.ts';

const uniqueName = (base: string) => `${base}${Date.now().toString(36).slice(-4)}`;

test('a member with no membership joins through the payment page and sees the membership active at once, and a mail', async ({
  page,
}) => {
  const member = await createMemberWithoutMembership(newPerson('Margot', uniqueName('Lambert')));
  const since = Date.now();

  await test.step('never having held a membership, she is offered to join, with an empty history', async () => {
    await signIn(page, member);
    await page.goto('/adhesion');
    const offer = page.getByRole('region', { name: 'Membre Ordinaire' });
    await expect(offer).toContainText('7,50 €');
    await expect(offer.getByRole('button', { name: 'Adhérer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renouveler mon adhésion' })).toHaveCount(0);
    await expect(page.getByText("Vous n'avez pas encore d'adhésion enregistrée.")).toBeVisible();
  });

  await test.step('she pays on the payment page and comes back to her membership page', async () => {
    await page.getByRole('button', { name: 'Adhérer' }).click();
    await expect(page).toHaveURL(/\/paiement-simule\//);
    await expect(page.getByText('Adhésion annuelle — Association HDS')).toBeVisible();
    await expect(page.getByText('7,50 €')).toBeVisible();
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await expect(page).toHaveURL(/\/adhesion\?success=true/);
  });

  await test.step('the banner and an active row of 7,50 € appear; renewing is no longer offered', async () => {
    // Her account was validated and the payment confirmed: no administrator has anything left to check.
    await expect(page.getByText('Paiement validé ! Votre adhésion est active.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
    const row = history.getByRole('row').filter({ hasText: 'Membre Ordinaire' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('7,50 €');
    await expect(row).toContainText('Active');
    await expect(page.getByRole('button', { name: 'Adhérer' })).toHaveCount(0);
  });

  await test.step('she is told by mail that her membership is active', async () => {
    const mail = await waitForMail({ to: member.email, subject: /^Votre adhésion est active$/, since });
    expect(mail.text).toContain(`Bonjour ${member.prenom},`);
    expect(mail.text).toContain('Votre adhésion est active');
  });

  await test.step('reloading shows no banner: nothing waits any more', async () => {
    await page.goto('/adhesion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Paiement validé/)).toHaveCount(0);
  });
});

test('an admin records a cheque membership, and the member then reads Active on the dashboard', async ({
  page,
}) => {
  const member = await createMemberWithoutMembership(newPerson('Bastien', uniqueName('Roche')));
  const fullName = `${member.prenom} ${member.nom}`;

  await test.step('the admin finds the member and adds a membership paid by cheque', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.email);
    const row = page.getByRole('row', { name: fullName });
    await expect(row).toContainText('Aucune');
    await row.getByRole('button', { name: `Ajouter une adhésion à ${fullName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Montant' })).toHaveValue('7,50 €');
    const mode = dialog.getByRole('combobox', { name: 'Mode de paiement' });
    // No mode is assumed: a cheque once went on record as a card.
    await expect(mode).toHaveValue('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(mode).toHaveAccessibleDescription('Veuillez choisir le mode de paiement');
    await mode.click();
    await page.getByRole('option', { name: 'Espèces' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adhésion ajoutée avec succès')).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row).toContainText("Jusqu'au");
  });

  await test.step('the admin corrects it: a Membre Actif membership, paid by cheque', async () => {
    const row = page.getByRole('row', { name: fullName });
    await row.getByRole('button', { name: `Modifier l'adhésion de ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'adhésion" });
    await expect(dialog.getByRole('combobox', { name: 'Mode de paiement' })).toHaveValue('Espèces');
    await dialog.getByRole('combobox', { name: 'Type de membre' }).click();
    await page.getByRole('option', { name: 'Membre Actif' }).click();
    await dialog.getByRole('combobox', { name: 'Mode de paiement' }).click();
    await page.getByRole('option', { name: 'Chèque' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adhésion modifiée avec succès')).toBeVisible();
    await expect(row).toContainText('Membre Actif');
    await row.getByRole('button', { name: `Modifier l'adhésion de ${fullName}` }).click();
    await expect(dialog.getByRole('combobox', { name: 'Mode de paiement' })).toHaveValue('Chèque');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await signOut(page);
  });

  await test.step('the member signs in and reads Active on the dashboard', async () => {
    await signIn(page, member);
    await expect(page).toHaveURL(HOME_URL);
    const summary = page.getByRole('region', { name: 'Mon adhésion' });
    await expect(summary).toContainText('Active');
    await expect(summary).toContainText('7,50 €');
    await expect(summary).toContainText("Valable jusqu'au");
  });
});

test('the admin search finds a member by part of the last name, in any case', async ({ page }) => {
  const lastName = uniqueName('Quenouille');
  const member = await createMemberWithoutMembership(newPerson('Odile', lastName));
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(lastName.slice(1, 9).toUpperCase());
  const row = page.getByRole('row', { name: `${member.prenom} ${member.nom}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(member.email);
  await expect(row).toContainText('Utilisateur');
  await expect(row).toContainText('Jamais');
  await expect(page.getByRole('row')).toHaveCount(2);
});
