import { deOrElision } from '../../src/domain/french.ts';
import { signIn } from './support/auth.ts';
import { type Browser, expect, type Locator, type Page, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person);
  return page;
}

/** Picks an option of a Mantine select, as a person does: open it, click the option. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Through the admin pages: a new category (icon Micro, stored as Mic), then equipment in it. */
async function addMaterial(
  admin: Page,
  { categoryName, materialName, total }: { categoryName: string; materialName: string; total: number },
) {
  await admin.goto('/admin/material/categories');
  await admin.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const categoryModal = admin.getByRole('dialog', { name: 'Ajouter une catégorie' });
  await categoryModal.getByRole('textbox', { name: 'Nom', exact: true }).fill(categoryName);
  await choose(admin, categoryModal, 'Icône', 'Micro');
  await categoryModal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByRole('article', { name: categoryName })).toBeVisible();

  await admin.goto('/admin/material');
  await admin.getByRole('button', { name: 'Ajouter du matériel' }).click();
  const materialModal = admin.getByRole('dialog', { name: 'Ajouter du matériel' });
  await materialModal.getByRole('textbox', { name: 'Nom', exact: true }).fill(materialName);
  await materialModal
    .getByRole('textbox', { name: 'Description' })
    .fill('Enregistreur numérique pour les entretiens');
  await choose(admin, materialModal, 'Catégorie', categoryName);
  await materialModal.getByRole('textbox', { name: 'Quantité totale' }).fill(String(total));
  await materialModal.getByRole('textbox', { name: 'Quantité disponible' }).fill(String(total));
  await materialModal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText('Matériel ajouté')).toBeVisible();
  await findMaterial(admin, materialName);
  await expect(admin.getByRole('article', { name: materialName })).toContainText(
    `Disponible : ${total}/${total}`,
  );
}

/** The catalogue comes a page at a time: the search box brings the equipment up, whatever its page. */
async function findMaterial(page: Page, materialName: string) {
  await page.getByRole('textbox', { name: 'Rechercher du matériel' }).fill(materialName);
  await expect(page.getByRole('article')).toHaveCount(1);
}

async function expectMyLoanStatus(member: Page, materialName: string, status: string) {
  await member.goto('/material/loans');
  const loan = member.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` });
  await expect(loan).toContainText(status);
}

async function actOnLoan(admin: Page, materialName: string, button: string, notes?: string) {
  await admin.goto('/admin/material/loans');
  await admin.getByRole('textbox', { name: 'Rechercher un emprunt' }).fill(materialName);
  await admin
    .getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` })
    .getByRole('button', { name: 'Traiter' })
    .click();
  const modal = admin.getByRole('dialog', { name: "Action sur l'emprunt" });
  if (notes !== undefined) await modal.getByRole('textbox', { name: 'Notes de retour' }).fill(notes);
  await modal.getByRole('button', { name: button }).click();
  await expect(admin.getByText('Action effectuée avec succès')).toBeVisible();
  await expect(modal).toBeHidden();
}

async function expectStock(admin: Page, materialName: string, stock: string) {
  await admin.goto('/admin/material');
  await findMaterial(admin, materialName);
  await expect(admin.getByRole('article', { name: materialName })).toContainText(`Disponible : ${stock}`);
}

test('a member borrows two recorders: request, confirmation, retire and a return with a defect', async ({
  browser,
}) => {
  // Two people, some twenty page loads and a search of the loans: more than a minute on a busy machine.
  test.slow();
  const unique = Date.now().toString(36);
  const categoryName = `Audio ${unique}`;
  const materialName = `Enregistreur Zoom ${unique}`;
  const member = await createActiveMember(newPerson('Lucie', 'Moreau'));
  const admin = await signedInPage(browser, ADMIN);

  await test.step('the admin adds a category and four recorders', async () => {
    await addMaterial(admin, { categoryName, materialName, total: 4 });
  });

  const memberPage = await signedInPage(browser, member);

  await test.step('the member asks for two of them', async () => {
    await memberPage.goto('/material/reservation');
    await memberPage.getByRole('textbox', { name: 'Rechercher du matériel' }).fill(`zoom ${unique}`);
    const card = memberPage.getByRole('article', { name: materialName });
    await expect(card).toContainText('Disponible : 4/4');
    await expect(card).toContainText(categoryName);
    await card.getByRole('button', { name: 'Réserver' }).click();
    const modal = memberPage.getByRole('dialog', { name: `Réserver ${materialName}` });
    await modal.getByRole('textbox', { name: 'Quantité' }).fill('2');
    await modal.getByLabel('Date de début').fill('2001-06-01T09:00');
    await modal.getByLabel('Date de fin').fill('2030-06-03T18:00');
    await modal
      .getByRole('textbox', { name: "Contexte d'usage" })
      .fill('Entretiens à la résidence Les Tilleuls');
    await modal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(modal.getByLabel('Date de début')).toHaveAccessibleDescription(
      'La date de début ne peut pas être antérieure à aujourd’hui',
    );
    await modal.getByLabel('Date de début').fill('2030-06-01T09:00');
    await modal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(memberPage.getByText('Demande de réservation envoyée')).toBeVisible();
    await expectMyLoanStatus(memberPage, materialName, 'En attente');
    const loan = memberPage.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` });
    await expect(loan).toContainText('Quantité : 2');
    await expect(loan).toContainText('Du 01/06/2030 09:00 au 03/06/2030 18:00');
  });

  await test.step('the admin confirms: the member is mailed and the stock does not move yet', async () => {
    const since = Date.now();
    await actOnLoan(admin, materialName, 'Confirmer');
    await waitForMail({ to: member.email, subject: new RegExp(`${materialName} est confirmée$`), since });
    await expectMyLoanStatus(memberPage, materialName, 'Confirmé');
    await expectStock(admin, materialName, '4/4');
  });

  await test.step('the admin searches the loans by member or equipment, and filters them by status', async () => {
    await admin.goto('/admin/material/loans');
    const search = admin.getByRole('textbox', { name: 'Rechercher un emprunt' });
    const loan = admin.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` });
    await search.fill(member.email.toUpperCase());
    await expect(loan).toContainText(`Lucie Moreau (${member.email})`);
    await expect(admin.getByRole('article')).toHaveCount(1);
    await search.fill('moreau lucie');
    await expect(loan).toBeVisible();
    await search.fill(`Inconnu ${unique}`);
    await expect(admin.getByText('Aucun emprunt trouvé')).toBeVisible();
    await search.fill(materialName.toLowerCase());
    await expect(loan).toBeVisible();
    await admin.getByRole('combobox', { name: 'Filtrer par statut' }).click();
    await admin.getByRole('option', { name: 'Refusé', exact: true }).click();
    await expect(admin.getByText('Aucun emprunt trouvé')).toBeVisible();
    await admin.getByRole('combobox', { name: 'Filtrer par statut' }).click();
    await admin.getByRole('option', { name: 'Confirmé', exact: true }).click();
    await expect(loan).toContainText('Confirmé');
  });

  await test.step('the admin hands them over: the stock drops by two', async () => {
    await actOnLoan(admin, materialName, 'Marquer comme retiré');
    await expectStock(admin, materialName, '2/4');
    await expectMyLoanStatus(memberPage, materialName, 'Retiré');
  });

  await test.step('they come back with a small defect: the stock is whole again', async () => {
    await actOnLoan(admin, materialName, 'Marquer comme retourné', 'petit défaut sur le câble');
    await expectStock(admin, materialName, '4/4');
    await expectMyLoanStatus(memberPage, materialName, 'Retourné - Défaut');
    await expect(
      memberPage.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` }),
    ).toContainText('petit défaut sur le câble');
  });
});

test('a member withdraws a waiting request, and the admin can then retire the equipment from the catalogue', async ({
  browser,
}) => {
  const unique = Date.now().toString(36);
  const categoryName = `Projection ${unique}`;
  const materialName = `Vidéoprojecteur ${unique}`;
  const member = await createActiveMember(newPerson('Hugo', 'Lemaire'));
  const admin = await signedInPage(browser, ADMIN);
  await addMaterial(admin, { categoryName, materialName, total: 1 });
  const memberPage = await signedInPage(browser, member);

  await test.step('the member asks for it, then cancels', async () => {
    await memberPage.goto('/material/reservation');
    await findMaterial(memberPage, materialName);
    await memberPage
      .getByRole('article', { name: materialName })
      .getByRole('button', { name: 'Réserver' })
      .click();
    const modal = memberPage.getByRole('dialog', { name: `Réserver ${materialName}` });
    await modal.getByLabel('Date de début').fill('2030-09-10T14:00');
    await modal.getByLabel('Date de fin').fill('2030-09-10T12:00');
    await modal.getByRole('textbox', { name: "Contexte d'usage" }).fill('Projection à la résidence');
    await modal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(modal.getByText('La date de fin doit être postérieure à la date de début')).toBeVisible();
    await modal.getByLabel('Date de fin').fill('2030-09-10T17:00');
    await modal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(memberPage.getByText('Demande de réservation envoyée')).toBeVisible();

    await memberPage.goto('/material/loans');
    const loan = memberPage.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` });
    await loan.getByRole('button', { name: 'Annuler la demande' }).click();
    await memberPage.getByRole('dialog').getByRole('button', { name: 'Annuler la demande' }).click();
    await expect(loan).toContainText('Annulé');
    await expect(loan.getByRole('button', { name: 'Annuler la demande' })).toHaveCount(0);
    await memberPage.getByRole('combobox', { name: 'Filtrer par statut' }).click();
    await memberPage.getByRole('option', { name: 'En attente', exact: true }).click();
    await expect(memberPage.getByText('Aucun emprunt trouvé')).toBeVisible();
  });

  await test.step('the category cannot go while the equipment is in it; the equipment can', async () => {
    await admin.goto('/admin/material/categories');
    await admin
      .getByRole('article', { name: categoryName })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(
      admin.getByText('Cette catégorie est utilisée par du matériel : elle ne peut pas être supprimée'),
    ).toBeVisible();

    await admin.goto('/admin/material');
    await admin
      .getByRole('article', { name: materialName })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(admin.getByText('Matériel supprimé')).toBeVisible();
    await admin.getByRole('textbox', { name: 'Rechercher du matériel' }).fill(materialName);
    await expect(admin.getByText('Aucun matériel trouvé')).toBeVisible();
  });
});
