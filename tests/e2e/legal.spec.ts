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

test('the admin is asked before an unsaved legal text is lost', async ({ page }) => {
  const draft = `Politique de confidentialité en cours d'écriture (${Date.now()})`;
  const unsaved = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await signIn(page, ADMIN);

  await test.step('on the legal texts page, a link asks first, and staying keeps the text', async () => {
    await page.goto('/admin/legal-infos');
    await page.getByRole('tab', { name: 'Politique de Confidentialité' }).click();
    const text = page.getByRole('textbox', { name: 'Politique de Confidentialité' });
    await text.fill(draft);
    await page.getByRole('link', { name: 'Validation des adhésions' }).click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Continuer la modification' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/legal-infos$/);
    await expect(text).toHaveValue(draft);
  });

  await test.step('closing or reloading the tab makes the browser ask its own question', async () => {
    // The page cancels beforeunload, which is what makes the browser ask.
    const asked = await page.evaluate(
      `(() => { const event = new Event('beforeunload', { cancelable: true }); window.dispatchEvent(event); return event.defaultPrevented; })()`,
    );
    expect(asked).toBe(true);
  });

  await test.step('leaving without saving follows the link', async () => {
    await page.getByRole('link', { name: 'Validation des adhésions' }).click();
    await unsaved.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/validation-adhesions$/);
  });

  await test.step('in the legal modal, closing or changing tab asks first', async () => {
    const modal = await openLegalModal(page);
    await modal.getByRole('button', { name: 'Modifier' }).click();
    const text = modal.getByRole('textbox', { name: 'CGV' });
    await text.fill(draft);
    await page.keyboard.press('Escape');
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Continuer la modification' }).click();
    await expect(text).toHaveValue(draft);
    await modal.getByRole('tab', { name: 'CGU' }).click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(modal.getByRole('tab', { name: 'CGU' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('button', { name: 'Modifier' })).toBeVisible();
    await modal.getByRole('button', { name: 'Modifier' }).click();
    await modal.getByRole('textbox', { name: 'CGU' }).fill(draft);
    await page.keyboard.press('Escape');
    await unsaved.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(modal).toBeHidden();
  });
});
