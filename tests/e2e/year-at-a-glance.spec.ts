import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { recordMembershipsThroughApi } from './support/payments.ts';
import { ADMIN, newPerson } from './support/people.ts';

/** The 15th of the oldest of the 24 months the dashboard shows, and that month's French name. */
function oldestMonthShown() {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const day = new Date(Date.UTC(year, month - 1 - 23, 15));
  const name = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    day,
  );
  return { day: day.toISOString().slice(0, 10), name };
}

test('the administrator sees the year at a glance on /admin and reads a month in a chart’s table', async ({
  page,
}) => {
  const oldest = oldestMonthShown();
  const member = await createMemberWithoutMembership(newPerson('Yves', 'Virement'));
  await recordMembershipsThroughApi(member, [
    { montant: 1234.5, date_debut: oldest.day, mode_paiement: 'Virement' },
  ]);
  await signIn(page, ADMIN);
  await page.goto('/admin');

  await expect(page.getByRole('heading', { level: 2, name: 'L’année en un coup d’œil' })).toBeVisible();
  for (const block of [
    'Membres actifs par mois',
    'Encaissements par mois et par mode',
    'Nouveaux membres et renouvellements',
  ]) {
    const region = page.getByRole('region', { name: block });
    await expect(region.getByRole('heading', { name: block })).toBeVisible();
    await expect(region.locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Adhésions qui se terminent ce mois-ci' })).toContainText(
    /déjà renouvelée/,
  );

  const income = page.getByRole('region', { name: 'Encaissements par mois et par mode' });
  await income.getByRole('button', { name: 'Voir le tableau' }).click();
  const table = income.getByRole('table', { name: 'Encaissements par mois et par mode' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`^${oldest.name}`) });
  await expect(row).toContainText(/1\s234,50\s€/);
  await expect(income.getByRole('button', { name: 'Masquer le tableau' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoAxeViolations(page, '/admin');
});
