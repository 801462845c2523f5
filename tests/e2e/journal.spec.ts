import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createPendingMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('an administrator validates an account and changes the member, then finds both in the journal', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const person = await createPendingMember(newPerson('Lucie', `Journal-${stamp}`));
  const name = `${person.prenom} ${person.nom}`;
  const admin = `${ADMIN.prenom} ${ADMIN.nom}`;

  await test.step('the administrator validates the account', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/validation-adhesions');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(person.email);
    await page.getByRole('article', { name }).getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Adhésion validée !')).toBeVisible();
  });

  await test.step('then moves the member to Grenoble', async () => {
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(person.email);
    await page.getByRole('button', { name: `Modifier ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Ville' }).fill('Grenoble');
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Utilisateur mis à jour avec succès')).toBeVisible();
  });

  const validated = page.getByRole('row', { name: `Validation d’un compte : ${name}, par ${admin}` });
  const changed = page.getByRole('row', { name: `Modification d’un membre : ${name}, par ${admin}` });

  await test.step('the journal, opened from the sidebar, finds both by the member’s name, newest first', async () => {
    await page.getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(`lucie journal-${stamp}`);
    await expect(page.getByText('2 actions')).toBeVisible();
    await expect(validated).toContainText('Compte validé : Non → Oui');
    await expect(changed).toContainText('Ville : Lyon → Grenoble');
    await expect(page.getByRole('row').nth(1)).toHaveAccessibleName(/^Modification d’un membre/);
  });

  await test.step('the action’s French words, or the action filter, narrow it to the validation', async () => {
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(`validation ${person.nom}`);
    await expect(page.getByText('1 action', { exact: true })).toBeVisible();
    await expect(validated).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(person.nom);
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Modification d’un membre' }).click();
    await expect(changed).toBeVisible();
    await expect(validated).toHaveCount(0);
  });

  await test.step('on a 390 px phone each action is a card', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('article', { name: `Modification d’un membre : ${name}, par ${admin}` });
    await expect(card).toContainText('Ville : Lyon → Grenoble');
    // Once the frame has finished moving its side menu away (a short transition after the window narrows).
    await expect
      .poll(() => page.locator('html').evaluate((root) => root.scrollWidth))
      .toBeLessThanOrEqual(390);
  });
});

test('a change of the association’s settings is in the journal, field by field', async ({ page }) => {
  const admin = `${ADMIN.prenom} ${ADMIN.nom}`;
  const contact = `bureau-${Date.now().toString(36)}@exemple.fr`;
  await signIn(page, ADMIN);
  await page.goto('/admin/parametres');
  const email = page.getByRole('textbox', { name: 'Email de contact' });
  const previous = await email.inputValue();
  const saveContact = async (address: string) => {
    await email.fill(address);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
  };
  try {
    await saveContact(contact);
    await page.goto('/admin/journal');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Modification des paramètres', exact: true }).click();
    const line = page
      .getByRole('row', { name: `Modification des paramètres : Paramètres de l’association, par ${admin}` })
      .first();
    await expect(line).toContainText(`Email : ${previous} → ${contact}`);
  } finally {
    await page.goto('/admin/parametres');
    await saveContact(previous);
  }
});
