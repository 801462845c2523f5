import { signIn, signOut } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

async function openLegalModal(page: Page) {
  await page.getByRole('button', { name: 'Informations Légales' }).click();
  const modal = page.getByRole('dialog', { name: 'Informations Légales' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'CGV' })).toHaveAttribute('aria-selected', 'true');
  return modal;
}

test('the admin writes the CGU and a signed-out visitor reads them in the legal modal', async ({ page }) => {
  const cgu = `Conditions générales d'utilisation (${Date.now()})\nArticle 1 : l'espace membre est réservé aux adhérents.`;

  await test.step('the admin writes the CGU on the legal texts page', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/legal-infos');
    await page.getByRole('tab', { name: 'CGU' }).click();
    await page.getByRole('textbox', { name: 'CGU' }).fill(cgu);
    await page.getByRole('tabpanel', { name: 'CGU' }).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Informations légales mises à jour avec succès')).toBeVisible();
    await signOut(page);
  });

  await test.step('a visitor opens the legal texts from the sign-in page and reads the new CGU', async () => {
    const modal = await openLegalModal(page);
    await modal.getByRole('tab', { name: 'CGU' }).click();
    await expect(modal.getByRole('tab', { name: 'CGU' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('tabpanel')).toHaveText(cgu);
    await expect(modal.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  });

  await test.step('a text nobody has written yet shows that it is empty', async () => {
    const modal = page.getByRole('dialog', { name: 'Informations Légales' });
    await modal.getByRole('tab', { name: 'Politique de Confidentialité' }).click();
    await expect(modal.getByRole('tab', { name: 'Politique de Confidentialité' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(modal.getByRole('tabpanel')).toHaveText('Aucun contenu');
    await modal.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(modal).toBeHidden();
  });
});

test('the admin edits the legal notice from the modal itself', async ({ page }) => {
  const notice = `Mentions légales : association loi 1901 (${Date.now()})`;
  await signIn(page, ADMIN);
  const modal = await openLegalModal(page);
  await modal.getByRole('tab', { name: 'Mentions Légales' }).click();
  await modal.getByRole('button', { name: 'Modifier' }).click();
  await modal.getByRole('textbox', { name: 'Mentions Légales' }).fill(notice);
  await modal.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText('Informations mises à jour avec succès')).toBeVisible();
  await expect(modal.getByRole('tabpanel')).toHaveText(notice);
  await expect(modal.getByRole('button', { name: 'Modifier' })).toBeVisible();
});
