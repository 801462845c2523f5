import { readFile } from 'node:fs/promises';
import { signIn, signOut } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

type AdminDocument = { id: string; nom: string };

const label = (person: Person) => `${person.prenom} ${person.nom} (${person.email})`;

/** The admin's upload form on /admin/documents, for one member. */
async function uploadFor(page: Page, person: Person, nom: string, content: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: nom,
    mimeType: 'application/pdf',
    buffer: Buffer.from(content),
  });
  await page.getByRole('radiogroup', { name: 'Type de document' }).getByText('Spécifique').click();
  // Part of the name, last name first: the picker asks the server as the admin types.
  await page
    .getByRole('combobox', { name: 'Utilisateur cible' })
    .fill(`${person.nom} ${person.prenom.slice(0, 3)}`);
  await page.getByRole('option', { name: label(person) }).click();
  await page.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(page.getByText('Document ajouté avec succès').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nom })).toBeVisible();
}

test('a member downloads a document addressed to them and cannot reach another member’s', async ({
  page,
}) => {
  // One after the other: each validation signs the admin in with a mailed code.
  const lucie = await createActiveMember(newPerson('Lucie', 'Moreau'));
  const paul = await createActiveMember(newPerson('Paul', 'Girard'));
  const stamp = Date.now();
  const forLucie = `Attestation Lucie ${stamp}.pdf`;
  const forPaul = `Reçu Paul ${stamp}.pdf`;
  let paulDocumentId = '';

  await test.step('the admin must choose a recipient for a specific document', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/documents');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'sans-destinataire.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page.getByRole('radiogroup', { name: 'Type de document' }).getByText('Spécifique').click();
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await expect(page.getByText('Veuillez sélectionner un utilisateur cible')).toBeVisible();
  });

  await test.step('the admin sends one document to Lucie and one to Paul', async () => {
    await page.reload();
    await uploadFor(page, lucie, forLucie, `%PDF-1.4 pour Lucie ${stamp}`);
    await uploadFor(page, paul, forPaul, `%PDF-1.4 pour Paul ${stamp}`);

    await page.getByRole('textbox', { name: 'Rechercher' }).fill('Lucie Moreau');
    const row = page.getByRole('row').filter({ hasText: forLucie });
    await expect(row).toContainText('Spécifique');
    await expect(row).toContainText(lucie.email);
    await expect(row).toContainText(`${ADMIN.prenom} ${ADMIN.nom}`);
    await expect(page.getByRole('row').filter({ hasText: forPaul })).toHaveCount(0);

    const documents = (await (await page.request.get('/api/admin/documents?search=Paul')).json()) as {
      items: AdminDocument[];
    };
    paulDocumentId = documents.items.find((document) => document.nom === forPaul)?.id ?? '';
    expect(paulDocumentId).not.toBe('');
    await signOut(page);
  });

  await test.step('Lucie sees and downloads her document, not Paul’s', async () => {
    await signIn(page, lucie);
    await page.goto('/documents');
    const mine = page.getByRole('article', { name: forLucie });
    await expect(mine).toContainText('Pour vous');
    await expect(page.getByRole('article', { name: forPaul })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await mine.getByRole('button', { name: `Télécharger ${forLucie}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(forLucie);
    expect(await readFile(await download.path(), 'utf8')).toBe(`%PDF-1.4 pour Lucie ${stamp}`);
  });

  await test.step('guessing the id of Paul’s document gets her nothing', async () => {
    const guessed = await page.request.get(`/api/documents/${paulDocumentId}/download`);
    expect(guessed.status()).toBe(404);
    expect(await guessed.text()).not.toContain('/api/files/download');
    const adminList = await page.request.get('/api/admin/documents');
    expect(adminList.status()).toBe(403);
  });
});

test('the admin deletes a document after confirming, and members no longer see it', async ({ page }) => {
  const nom = `Charte ${Date.now()}.pdf`;

  // The confirmation modals' code comes with the first confirmation, not with the page.
  const confirmationCode: string[] = [];
  page.on('request', (request) => {
    if (/\/ConfirmModalsHost-[^/]+\.js$/.test(request.url())) confirmationCode.push(request.url());
  });
  await signIn(page, ADMIN);
  await page.goto('/admin/documents');
  await page.locator('input[type="file"]').setInputFiles({
    name: nom,
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(1536, 65),
  });
  await page.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(page.getByText('Document ajouté avec succès')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: nom });
  await expect(row).toContainText('Général');
  await expect(row).toContainText('Tous les utilisateurs');
  await expect(row).toContainText('1,5 Ko');

  expect(confirmationCode).toEqual([]);
  await row.getByRole('button', { name: `Supprimer ${nom}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le document' });
  await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer le document « ${nom} » ?`);
  expect(confirmationCode).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Document supprimé avec succès')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('article', { name: nom })).toHaveCount(0);
});
