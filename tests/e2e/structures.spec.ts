import { signIn, signOut } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN } from './support/people.ts';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin adds a structure, a member finds it by postcode, the admin deletes it', async ({ page }) => {
  const member = await createActiveMember();
  const postcode = String(Date.now()).slice(-5);
  const nom = `Clinique des Souvenirs ${postcode}`;
  const card = page.getByRole('article', { name: nom });

  await test.step('the admin fills the structure form, required fields first checked', async () => {
    await signIn(page, ADMIN);
    await page.goto('/structures');
    await page.getByRole('button', { name: 'Ajouter une structure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle structure' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();

    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Nom').fill(nom);
    await field('Adresse').fill('5 rue de la Paix');
    await field('Code postal').fill(postcode);
    await field('Ville').fill('Annecy');
    await field('Téléphone').fill('04 50 00 00 00');
    await field('Email').fill('pas-un-email');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Adresse email invalide')).toBeVisible();
    await field('Email').fill('contact@clinique-souvenirs.fr');
    await chooseOption(page, 'Catégorie', 'Hôpital');
    await chooseOption(page, 'Statut', "En attente d'un retour");
    await field('Description').fill('Service de gériatrie, 3e étage.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Structure ajoutée')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("En attente d'un retour");
    await signOut(page);
  });

  await test.step('a member searches by postcode and filters by category', async () => {
    await signIn(page, member);
    await page.goto('/structures');
    await expect(page.getByRole('button', { name: 'Ajouter une structure' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(postcode);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toContainText(`5 rue de la Paix, ${postcode} Annecy`);
    await expect(card).toContainText('Hôpital');
    await expect(card.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

    await page.getByRole('radiogroup', { name: 'Catégorie' }).getByText('EHPAD', { exact: true }).click();
    await expect(page.getByText('Aucune structure trouvée')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Catégorie' }).getByText('Hôpital', { exact: true }).click();
    await expect(card).toBeVisible();
    await signOut(page);
  });

  await test.step('the admin edits it, then deletes it after confirming', async () => {
    await signIn(page, ADMIN);
    await page.goto('/structures');
    await card.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la structure' });
    await expect(dialog.getByRole('textbox', { name: 'Code postal' })).toHaveValue(postcode);
    await chooseOption(page, 'Statut', 'Contrat en cours');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Structure modifiée')).toBeVisible();
    await expect(card).toContainText('Contrat en cours');

    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la structure' });
    await expect(confirm).toContainText(`Êtes-vous sûr de vouloir supprimer la structure « ${nom} » ?`);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Structure supprimée')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
