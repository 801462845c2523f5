import { signIn } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { createMemberWithoutMembership } from '../support/memberships.ts';
import { ADMIN, newPerson } from '../support/people.ts';

test('on a phone the register of members is a list of cards, details one tap away', async ({ page }) => {
  const member = await createMemberWithoutMembership(newPerson('Odile', `Carte-${Date.now().toString(36)}`));
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.email);
  const card = page.getByRole('article', { name: `${member.prenom} ${member.nom}` });
  await expect(card).toContainText(member.email);
  await expect(card).toContainText('Aucune adhésion');
  await expect(
    card.getByRole('button', { name: `Ajouter une adhésion à ${member.prenom} ${member.nom}` }),
  ).toBeVisible();
  await expect(card.getByText('Dernière connexion')).toHaveCount(0);

  await card.getByRole('button', { name: 'Plus de détails' }).click();
  await expect(card.getByText('Dernière connexion')).toBeVisible();
  await expect(card).toContainText('Jamais');
  await expect(card).toContainText('Membre Ordinaire');
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
});
