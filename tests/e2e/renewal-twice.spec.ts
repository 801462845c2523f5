import { signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { recordMembershipsThroughApi } from './support/payments.ts';
import { ADMIN, newPerson } from './support/people.ts';

/** « 29/11/2028 »: today in Paris, `years` later, as the pages write a date. */
const yearsFromToday = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  date.setDate(date.getDate() + days);
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(date);
};
/** The last day covered by a membership that ends `years` from today: the eve of that day. */
const lastDayIn = (years: number) => yearsFromToday(years, -1);

test('a member who pays two renewal tabs gets two consecutive years, is told so, and the treasurer sees both', async ({
  page,
}) => {
  const member = await createMemberWithoutMembership(
    newPerson('Honorine', `Deuxfois-${Date.now().toString(36).slice(-4)}`),
  );
  // Her cheque of 400 days ago is over: renewing is offered.
  const lapsed = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  await recordMembershipsThroughApi(member, [{ montant: 7.5, date_debut: lapsed, mode_paiement: 'Chèque' }]);
  const secondTab = await page.context().newPage();

  await test.step('she opens the renewal payment in two tabs before paying either', async () => {
    await signIn(page, member);
    for (const tab of [page, secondTab]) {
      await tab.goto('/adhesion');
      await tab.getByRole('button', { name: 'Renouveler mon adhésion' }).click();
      await expect(tab).toHaveURL(/\/paiement-simule\//);
    }
  });

  await test.step('the first payment covers this year', async () => {
    await page.getByRole('button', { name: 'Payer', exact: true }).click();
    await expect(page).toHaveURL(/\/adhesion\?success=true/);
    await expect(page.getByText('Paiement validé ! Votre adhésion est active.')).toBeVisible();
    await expect(page.getByText(/Vous aviez déjà renouvelé/)).toHaveCount(0);
  });

  await test.step('the second one adds the next year, and her return page says so', async () => {
    await secondTab.getByRole('button', { name: 'Payer', exact: true }).click();
    await expect(secondTab).toHaveURL(/\/adhesion\?success=true/);
    await expect(
      secondTab.getByText(
        `Vous aviez déjà renouvelé : ce second paiement prolonge votre adhésion jusqu'au ${lastDayIn(2)}.`,
      ),
    ).toBeVisible();
    const history = secondTab.getByRole('region', { name: 'Historique de vos adhésions' });
    await expect(history.getByRole('row').filter({ hasText: 'Membre Ordinaire' })).toHaveCount(3);
    await secondTab.close();
    await signOut(page);
  });

  await test.step('the treasurer opens all of her memberships from the register and reads both years', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.nom);
    const row = page.getByRole('row', { name: `${member.prenom} ${member.nom}` });
    // The register's row shows one membership: the later one, which is active and ends last.
    await expect(row).toContainText(`Jusqu'au ${lastDayIn(2)}`);
    await row.getByRole('button', { name: `Toutes les adhésions de ${member.prenom} ${member.nom}` }).click();
    const dialog = page.getByRole('dialog', { name: `Adhésions de ${member.prenom} ${member.nom}` });
    const periods = dialog.getByRole('row').filter({ hasText: 'Membre Ordinaire' });
    await expect(periods).toHaveCount(3);
    await expect(periods.nth(0)).toContainText(yearsFromToday(1));
    await expect(periods.nth(0)).toContainText(lastDayIn(2));
    await expect(periods.nth(1)).toContainText(yearsFromToday(0));
    await expect(periods.nth(1)).toContainText(lastDayIn(1));
    for (const period of [periods.nth(0), periods.nth(1)]) {
      await expect(period).toContainText('7,50 €');
      await expect(period).toContainText('Active');
    }
    await expect(periods.nth(2)).toContainText('Expirée');
  });
});
