import { readFile } from 'node:fs/promises';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { recordGift } from './support/donations.ts';
import { expect, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

test('a gift shows in the ledger as a « Don »; its donor, not a member, is exported then erased', async ({
  page,
}) => {
  const nom = `Généreuse${Date.now().toString(36)}`;
  const email = `philippine.${nom.toLowerCase()}@example.org`;
  const donor = {
    prenom: 'Philippine',
    nom,
    email,
    password: '',
    adresse: '5 rue du Don',
    code_postal: '31000',
    ville: 'Toulouse',
  };
  await recordGift(donor, { amount_cents: 6500, donated_on: '2003-04-05' });
  await signIn(page, ADMIN);

  await test.step('the ledger of 2003, kept to gifts, lists the cheque and totals it', async () => {
    await page.goto('/admin/paiements');
    await page.getByRole('textbox', { name: 'Du' }).fill('01/01/2003');
    await page.getByRole('textbox', { name: 'Au' }).fill('31/12/2003');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('.mantine-Popover-dropdown')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Don', exact: true }).click();
    const row = page.getByRole('row', { name: `Paiement de Philippine ${nom} du 05/04/2003` });
    await expect(row).toContainText('Don');
    await expect(row).toContainText('65,00');
    await expect(row).toContainText('Sans reçu');
    const totals = page.getByRole('table', { name: 'Totaux par mode de paiement' });
    await expect(totals.getByRole('row', { name: /Chèque/ })).toContainText('65,00');
    await expect(page.getByText('Les dons en nature ne sont pas des paiements')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/paiements');
  });

  await test.step('the donors page finds her and exports what is held about her', async () => {
    await page.goto('/admin/dons/donateurs');
    await expect(page.getByRole('heading', { level: 1, name: 'Donateurs non adhérents' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(nom);
    const row = page.getByRole('row', { name: `Philippine ${nom}` });
    await expect(row).toContainText(email);
    await expect(row).toContainText('65,00');
    await expectNoAxeViolations(page, '/admin/dons/donateurs');
    const started = page.waitForEvent('download');
    await row.getByRole('button', { name: `Exporter les données de Philippine ${nom}` }).click();
    const file = await started;
    expect(file.suggestedFilename()).toBe('donnees-donateur.json');
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.donateur).toMatchObject({ prenom: 'Philippine', nom, email, ville: 'Toulouse' });
    expect(data.dons).toEqual([expect.objectContaining({ date: '2003-04-05', montant: 65 })]);
  });

  await test.step('erased after a confirmation, she is a « Donateur effacé » whose gift stays in the ledger', async () => {
    await page.getByRole('button', { name: `Effacer Philippine ${nom}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Effacer ce donateur ?' });
    await dialog.getByRole('button', { name: 'Effacer' }).click();
    await expect(page.getByText('Donateur effacé').first()).toBeVisible();
    await expect(page.getByText('Aucun donateur ne correspond à la recherche.')).toBeVisible();
    await page.goto('/admin/paiements');
    await page.getByRole('textbox', { name: 'Du' }).fill('05/04/2003');
    await page.getByRole('textbox', { name: 'Au' }).fill('05/04/2003');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(
      page.getByRole('row', { name: /^Paiement de Donateur effacé du 05\/04\/2003/ }),
    ).toContainText('65,00');
    await expect(page.getByText(nom)).toHaveCount(0);
  });
});
