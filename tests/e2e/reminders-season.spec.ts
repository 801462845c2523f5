import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { createMemberEndingIn } from './support/reminders.ts';

async function setSeasonStartMonth(page: Page, month: number | null) {
  const settings = await (await page.request.get('/api/admin/settings')).json();
  const saved = await page.request.put('/api/admin/settings', {
    data: { ...settings, season_start_month: month },
  });
  expect(saved.ok()).toBe(true);
}

test("the admin sees and sends the reminder of last season's non-renewers from the dashboard, once", async ({
  page,
}) => {
  // Two sign-ins, a settings change and an accessibility check on the dashboard.
  test.setTimeout(120_000);
  // Ended 95 days ago, under a season that started in the month after: a non-renewer of last season.
  const member = await createMemberEndingIn(newPerson('Gaspard', 'Saison'), -95);
  const ended = new Date(Date.now() - 95 * 24 * 3600 * 1000);
  const since = Date.now();
  await signIn(page, ADMIN);
  try {
    await setSeasonStartMonth(page, ((ended.getUTCMonth() + 1) % 12) + 1);
    await page.goto('/admin');
    const block = page.getByRole('region', { name: 'Relances des 30 prochains jours' });
    const row = block.getByRole('row', { name: 'Gaspard Saison' });
    await expect(row).toContainText('Non renouvelé, nouvelle saison');
    await expect(row).toContainText("Aujourd'hui");
    await expectNoAxeViolations(page, '/admin with a season');

    await block.getByRole('button', { name: 'Envoyer les relances dues maintenant' }).click();
    await expect(block.getByRole('status')).toHaveText(/^\d+ relances? envoyées?$/);
    await expect(row).toHaveCount(0);
    const mail = await waitForMail({
      to: member.email,
      subject: /^Votre adhésion est terminée depuis le /,
      since,
    });
    expect(mail.text).toContain('/adhesion');
    expect(mail.text).toContain('/desabonnement?token=');

    await block.getByRole('button', { name: 'Envoyer les relances dues maintenant' }).click();
    await expect(block.getByRole('status')).toHaveText('Aucune relance due : rien à envoyer');
  } finally {
    await setSeasonStartMonth(page, null);
  }
});
