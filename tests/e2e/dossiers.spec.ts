import { signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN } from './support/people.ts';

test('a member creates a dossier and moves it forward and back; others only read it', async ({ page }) => {
  // Three people sign in one after the other, each with a mailed code.
  test.slow();
  const owner = await createActiveMember();
  const neighbour = await createActiveMember();
  const suffix = `6-${Date.now().toString(36)}`;
  const reference = `HDS-202${suffix}`;
  const card = page.getByRole('article', { name: `Dossier ${reference}` });
  const previous = card.getByRole('button', { name: 'Étape précédente' });
  const next = card.getByRole('button', { name: 'Étape suivante' });

  await test.step('the member files a dossier after the fixed prefix', async () => {
    const since = Date.now();
    await signIn(page, owner);
    await page.goto('/dossiers');
    await page.getByRole('button', { name: 'Nouveau dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau dossier' });
    await expect(dialog.getByText('HDS-202', { exact: true })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(dialog.getByRole('textbox', { name: 'Référence' })).toHaveAccessibleDescription(
      `Tapez la fin de l’année puis le numéro du dossier : « ${String(year).slice(3)}-001 » donne la référence HDS-${year}-001.`,
    );
    await expect(dialog.getByRole('combobox', { name: 'Étape initiale' })).toHaveValue(
      'Définition du Projet',
    );
    await dialog.getByRole('button', { name: 'Créer le dossier' }).click();
    await expect(dialog.getByText('La référence est obligatoire')).toBeVisible();
    await expect(dialog.getByText('Les notes sont obligatoires')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Référence' }).fill(suffix);
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Récit de Mme Arnaud, enfance à la ferme.');
    await dialog.getByRole('button', { name: 'Créer le dossier' }).click();
    await expect(page.getByText(`Dossier ${reference} créé`)).toBeVisible();
    await expect(card).toContainText('Étape : Définition du Projet');
    await expect(card).toContainText(`Créé par ${owner.prenom} ${owner.nom}`);
    await waitForMail({ to: owner.email, subject: new RegExp(`^Dossier ${reference} créé$`), since });
  });

  await test.step('the same reference cannot be filed twice', async () => {
    await page.getByRole('button', { name: 'Nouveau dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau dossier' });
    await dialog.getByRole('textbox', { name: 'Référence' }).fill(suffix);
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Doublon');
    await dialog.getByRole('button', { name: 'Créer le dossier' }).click();
    await expect(page.getByText('Un dossier avec cette référence existe déjà')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Doublon');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });

  await test.step('the owner moves it forward and back, back disabled at the first step', async () => {
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(card).toContainText('Étape : Rendez-vous de Recueil');
    await expect(previous).toBeEnabled();
    await next.click();
    await expect(card).toContainText('Étape : Retranscription');
    await previous.click();
    await expect(card).toContainText('Étape : Rendez-vous de Recueil');
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Dossier ${reference}`);
    await card.getByRole('button', { name: 'Historique (4)' }).click();
    await expect(card.getByRole('list', { name: 'Historique des étapes' }).getByRole('listitem')).toHaveText([
      /Définition du Projet$/,
      /Rendez-vous de Recueil$/,
      /Retranscription$/,
      /Rendez-vous de Recueil$/,
    ]);
    await signOut(page);
  });

  await test.step('another member sees the dossier but cannot move it', async () => {
    await signIn(page, neighbour);
    await page.goto('/dossiers');
    await expect(card).toContainText('Étape : Rendez-vous de Recueil');
    await expect(next).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
    await signOut(page);
  });

  await test.step('the admin takes it to the last step, then deletes it after confirming', async () => {
    await signIn(page, ADMIN);
    await page.goto('/dossiers');
    await next.click();
    await expect(card).toContainText('Étape : Retranscription');
    await next.click();
    await expect(card).toContainText('Étape : Livraison du Produit Final');
    await expect(next).toBeDisabled();
    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le dossier' });
    await expect(confirm).toContainText(`Êtes-vous sûr de vouloir supprimer le dossier « ${reference} » ?`);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Dossier supprimé')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
