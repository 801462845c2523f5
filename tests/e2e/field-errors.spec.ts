import { PHONE_MESSAGE, SINGLE_LINE_MESSAGE } from '../../src/domain/text-fields.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { newPerson } from './support/people.ts';

test('a value only the server refuses is explained in French under its own field', async ({ page }) => {
  const member = await createActiveMember(newPerson('Octave', 'Fontaine'));
  await signIn(page, member);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Changer de mot de passe' });
  const field = (name: string) => card.getByRole('textbox', { name, exact: true });
  const currentPassword = field('Mot de passe actuel');
  const newPassword = field('Nouveau mot de passe');
  const confirmation = field('Confirmer le nouveau mot de passe');

  await test.step('the form accepts a 129-character password; the server allows 128 at most', async () => {
    const tooLong = 'p'.repeat(129);
    await currentPassword.fill(member.password);
    await newPassword.fill(tooLong);
    await confirmation.fill(tooLong);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/members/me/password'));
    await card.getByRole('button', { name: 'Changer le mot de passe' }).click();
    expect((await answer).status()).toBe(400);
  });

  await test.step('the server’s message shows under the new password, and nowhere else', async () => {
    const message = 'Texte trop long : 128 caractères au plus';
    await expect(card.getByText(message)).toBeVisible();
    await expect(newPassword).toHaveAccessibleDescription(new RegExp(message));
    await expect(currentPassword).not.toHaveAccessibleDescription(new RegExp(message));
    await expect(confirmation).not.toHaveAccessibleDescription(new RegExp(message));
  });
});

test('a name on two lines and letters in a phone number are explained beside their fields', async ({
  page,
}) => {
  const member = await createActiveMember(newPerson('Rosalie', 'Garnier'));
  await signIn(page, member);
  await page.goto('/profile');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enregistrer' }) });
  const name = form.getByRole('textbox', { name: 'Nom', exact: true });
  const phone = form.getByRole('textbox', { name: 'Téléphone' });

  // A text field drops typed line breaks; a tab pasted from a spreadsheet stays, and is as forged.
  await name.fill('Garnier\tType d’adhésion : Membre Fondateur');
  await phone.fill('abc');
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(name).toHaveAccessibleDescription(SINGLE_LINE_MESSAGE);
  await expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
  await expect(form.getByRole('textbox', { name: 'Prénom' })).not.toHaveAccessibleDescription(
    SINGLE_LINE_MESSAGE,
  );
});
