import { deOrElision } from '../../src/domain/french.ts';
import { todayIso } from '../../src/domain/members.ts';
import { signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { withOffers } from './support/offers.ts';
import { recordMembershipsThroughApi } from './support/payments.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { HOME_URL } from './support/urls.ts';

/** The next 31 August still to come, as the pages write it, and the 1 September after it. */
function seasonEnd() {
  const [year, month] = todayIso().split('-').map(Number);
  const endYear = (month ?? 0) >= 9 ? (year ?? 0) + 1 : (year ?? 0);
  return { lastDay: `31/08/${endYear}`, nextSeason: `01/09/${endYear}` };
}

test('a member on the family offer reads its name and her season’s last day, 31 August, everywhere', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  const { lastDay, nextSeason } = seasonEnd();
  // Offered by the administrator only: the other journeys' offer pages stay as they are.
  await withOffers(
    [
      {
        name: `Famille Saisons ${stamp}`,
        pricing: 'fixe',
        price: 20,
        position: 9000,
        open_to_registration: false,
        open_to_renewal: false,
      },
    ],
    async ([family]) => {
      const member = await createMemberWithoutMembership(newPerson('Ophelie', `Saisons-${stamp}`));
      const fullName = `${member.prenom} ${member.nom}`;
      await recordMembershipsThroughApi(member, [
        { offer_id: family?.id, montant: 20, date_debut: todayIso(), mode_paiement: 'Chèque' },
      ]);

      await test.step('the treasurer ends it with the season: the form takes, and the register shows, 31 August', async () => {
        await signIn(page, ADMIN);
        await page.goto('/admin/users');
        await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.email);
        const row = page.getByRole('row', { name: fullName });
        await expect(row).toContainText(`Famille Saisons ${stamp}`);
        await row.getByRole('button', { name: `Modifier l'adhésion ${deOrElision(fullName)}` }).click();
        const dialog = page.getByRole('dialog', { name: "Modifier l'adhésion" });
        const end = dialog.getByRole('textbox', { name: 'Date de fin' });
        await end.fill(lastDay);
        await end.press('Tab');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(page.getByText('Adhésion modifiée avec succès')).toBeVisible();
        await expect(row).toContainText(`20,00 € · Jusqu'au ${lastDay}`);
        await expect(row).not.toContainText(nextSeason);
        await row.getByRole('button', { name: `Modifier l'adhésion ${deOrElision(fullName)}` }).click();
        await expect(end).toHaveValue(lastDay);
        await dialog.getByRole('button', { name: 'Annuler' }).click();
        await signOut(page);
      });

      await test.step('she reads the family offer and 31 August on her dashboard and in her history', async () => {
        await signIn(page, member);
        await expect(page).toHaveURL(HOME_URL);
        const summary = page.getByRole('region', { name: 'Mon adhésion' });
        await expect(summary).toContainText(`Famille Saisons ${stamp}`);
        await expect(summary).toContainText(`Valable jusqu'au ${lastDay}`);
        await expect(summary).not.toContainText('Membre Ordinaire');
        await page.goto('/adhesion');
        const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
        const historyRow = history.getByRole('row').filter({ hasText: `Famille Saisons ${stamp}` });
        await expect(historyRow).toHaveCount(1);
        await expect(historyRow).toContainText(lastDay);
        await expect(historyRow).not.toContainText(nextSeason);
        await expect(history).not.toContainText('Membre Ordinaire');
      });
    },
  );
});
