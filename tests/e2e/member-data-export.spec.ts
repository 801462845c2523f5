import { deOrElision } from '../../src/domain/french.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('an administrator downloads the data of a member without a computer from the register', async ({
  page,
}) => {
  const emile = await createActiveMember(newPerson('Emile', 'Horsligne'));
  const name = `${emile.prenom} ${emile.nom}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(emile.email);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Exporter les données ${deOrElision(name)}` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Données exportées')).toBeVisible();

  await page.goto('/admin/journal');
  await expect(page.getByText('Export des données d’un membre').first()).toBeVisible();
});
