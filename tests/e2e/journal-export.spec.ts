import { readFile } from 'node:fs/promises';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('an administrator exports the journal as the page shows it, for French Excel', async ({ page }) => {
  const stamp = Date.now().toString(36);
  // Registered, paid and validated by the administrator: one line of the journal names her.
  const person = await createActiveMember(newPerson('Jeanne', `Export-${stamp}`));
  const admin = `${ADMIN.prenom} ${ADMIN.nom}`;

  await signIn(page, ADMIN);
  await page.goto('/admin/journal');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(person.nom);
  await expect(page.getByText('1 action', { exact: true })).toBeVisible();

  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFF"Date et heure";"Administrateur";"Action";"Élément";"Modifications"');
  expect(lines[1]).toMatch(/^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";/);
  expect(lines[1]).toContain(`;"${admin}";"Validation d’un compte";"${person.prenom} ${person.nom}";"`);
  // One changed field a line, within the cell.
  expect(lines[1]).toContain('\nCompte validé : Non → Oui"');
  // Only the line the search shows, then the last line's end.
  expect(lines.slice(2)).toEqual(['']);
});
