import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('out-of-range numbers keep what was typed and are refused under their field', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const titre = `Atelier sans place ${stamp}`;
  const member = await createMemberWithoutMembership(newPerson('Remi', `Montant-${stamp}`));
  await signIn(page, ADMIN);

  await test.step('an event of 0 places is not saved as 1', async () => {
    await page.goto('/evenements');
    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await dialog.getByRole('textbox', { name: 'Titre' }).fill(titre);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Une rencontre.');
    await dialog.getByLabel('Date et heure').fill('2030-06-01T18:30');
    const places = dialog.getByRole('textbox', { name: 'Nombre de places' });
    await places.fill('0');
    await places.blur();
    await expect(places).toHaveValue('0');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(places).toHaveAccessibleDescription(
      /Le nombre de places doit être un nombre entier d’au moins 1/,
    );
    await expect(places).toHaveValue('0');
    const listed = await page.request.get(`/api/events?search=${encodeURIComponent(titre)}`);
    expect((await listed.json()).total).toBe(0);
  });

  await test.step('a membership of −3 € is not saved as 0,00 €', async () => {
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.email);
    const fullName = `${member.prenom} ${member.nom}`;
    await page
      .getByRole('row', { name: fullName })
      .getByRole('button', { name: `Ajouter une adhésion à ${fullName}` })
      .click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByRole('textbox', { name: 'Montant' });
    await amount.fill('-3');
    await amount.blur();
    await expect(amount).toHaveValue('-3,00 €');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(amount).toHaveAccessibleDescription(/Le montant doit être positif ou nul/);
    await expect(page.getByRole('row', { name: fullName })).toContainText('Aucune adhésion');
  });
});
