import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { createMemberEndingIn } from './support/reminders.ts';

async function saveAssociationName(page: Page, name: string) {
  await page.goto('/admin/parametres');
  await page.getByRole('textbox', { name: "Nom de l'association" }).fill(name);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
}

test('the admin renames the association on the settings page and the header shows the new name', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Paramètres', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Paramètres de l'association" })).toBeVisible();
  const nameField = page.getByRole('textbox', { name: "Nom de l'association" });
  const previous = await nameField.inputValue();
  await expectNoAxeViolations(page, '/admin/parametres');
  // Amounts keep their cents, as everywhere else: « 7,50 € », never « 7,5 € ».
  await expect(
    page.getByRole('table', { name: "Offres d'adhésion" }).getByRole('row', { name: 'Membre Ordinaire' }),
  ).toContainText(/\d+,\d\d\s€/);
  try {
    await test.step('an empty name is refused beside its field', async () => {
      await nameField.fill('');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Ce champ est requis')).toBeVisible();
    });
    await test.step('a new name is saved and shown in the header at once', async () => {
      await saveAssociationName(page, 'Les Amis du Dessin');
      await expect(page.getByRole('banner')).toContainText('Les Amis du Dessin');
      await page.reload();
      await expect(page.getByRole('textbox', { name: "Nom de l'association" })).toHaveValue(
        'Les Amis du Dessin',
      );
    });
  } finally {
    await saveAssociationName(page, previous);
  }
});

test('the admin sends the due renewal reminders from the dashboard, once', async ({ page }) => {
  const member = await createMemberEndingIn(newPerson('Lucie', 'Relance'), 7);
  const since = Date.now();
  await signIn(page, ADMIN);
  await page.goto('/admin');
  const block = page.getByRole('region', { name: 'Relances des 30 prochains jours' });
  const rows = block.getByRole('row', { name: 'Lucie Relance' });
  // The 7-day reminder goes today; the one after the end waits for its day.
  const weekReminder = rows.filter({ hasText: '7 jours avant la fin' });
  await expect(weekReminder).toContainText("Aujourd'hui");
  await expectNoAxeViolations(page, '/admin');
  await expect(rows.filter({ hasText: '1 jour après la fin' })).toHaveCount(1);

  await block.getByRole('button', { name: 'Envoyer les relances dues maintenant' }).click();
  await expect(block.getByRole('status')).toHaveText(/^\d+ relances? envoyées?$/);
  await expect(weekReminder).toHaveCount(0);
  const mail = await waitForMail({ to: member.email, subject: /^Votre adhésion se termine le /, since });
  expect(mail.text).toContain('/adhesion');
  expect(mail.text).toContain('/desabonnement?token=');

  await block.getByRole('button', { name: 'Envoyer les relances dues maintenant' }).click();
  await expect(block.getByRole('status')).toHaveText('Aucune relance due : rien à envoyer');

  await test.step('the member stops the reminders from the link in the mail', async () => {
    const link = /(https?:\/\/\S+\/desabonnement\?token=\S+)/.exec(mail.text)?.[1] ?? '';
    const { pathname, search } = new URL(link);
    await page.goto(`${pathname}${search}`);
    await page.getByRole('button', { name: 'Ne plus recevoir ces rappels' }).click();
    await expect(page.getByRole('heading', { name: 'Rappels désactivés' })).toBeVisible();
  });
});
