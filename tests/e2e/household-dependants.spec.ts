import { deOrElision } from '../../src/domain/french.ts';
import { signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { fillRegistrationFields, validateThroughApi } from './support/members.ts';
import { withOffers } from './support/offers.ts';
import { ADMIN, newPerson } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-4);
const FAMILY = `Famille avec enfants ${suffix}`;

test('a family joins with an adult who has an email and a child who has none, seen by the payer and the treasurer', async ({
  page,
}) => {
  const payer = newPerson('Sonia', 'Valette');
  const adult = newPerson('Marc', 'Valette');
  const child = { prenom: 'Inès', nom: 'Valette', annee_naissance: '2017' };
  await withOffers(
    [{ name: FAMILY, pricing: 'fixe', price: 20, household_size: 4, position: 12 }],
    async () => {
      await test.step('the payer names the adult with his email and the child with her birth year', async () => {
        await page.goto('/register');
        const household = page.getByRole('region', { name: FAMILY });
        await household.getByRole('button', { name: 'Choisir cette offre' }).click();
        await fillRegistrationFields(page, payer);
        await household.getByRole('button', { name: 'Ajouter un membre du foyer' }).click();
        await household.getByRole('textbox', { name: 'Prénom (personne 2)', exact: true }).fill(adult.prenom);
        await household.getByRole('textbox', { name: 'Nom (personne 2)', exact: true }).fill(adult.nom);
        await household.getByRole('textbox', { name: 'Email (personne 2)', exact: true }).fill(adult.email);
        await household.getByRole('button', { name: 'Ajouter une personne sans email (enfant)' }).click();
        const which = '(personne sans email 1)';
        await household.getByRole('textbox', { name: `Prénom ${which}`, exact: true }).fill(child.prenom);
        await household.getByRole('textbox', { name: `Nom ${which}`, exact: true }).fill(child.nom);
        const year = household.getByRole('textbox', { name: `Année de naissance ${which}`, exact: true });
        await year.fill('1850');
        await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
        await expect(
          household.getByText(/L’année de naissance doit être comprise entre \d{4} et \d{4}/),
        ).toBeVisible();
        await year.fill(child.annee_naissance);
        await expect(page.getByText(`Adhésion annuelle (${FAMILY}) : 20,00 €`)).toBeVisible();
      });

      await test.step('one payment of 20,00 €, and the success page names both', async () => {
        await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
        await expect(page).toHaveURL(/\/paiement-simule\//);
        await expect(page.getByText('20,00 €')).toBeVisible();
        await page.getByRole('button', { name: 'Payer', exact: true }).click();
        await expect(
          page.getByRole('heading', { name: `Paiement validé ! Merci ${payer.prenom}.` }),
        ).toBeVisible();
        await expect(page.getByText(`${adult.prenom} ${adult.nom}`)).toBeVisible();
        await expect(page.getByText(`${child.prenom} ${child.nom}`)).toBeVisible();
      });

      await test.step('validated, the payer finds the child in « Votre foyer » on /adhesion', async () => {
        await validateThroughApi(payer.email);
        await signIn(page, payer);
        await page.goto('/adhesion');
        const household = page.getByRole('region', { name: 'Votre foyer' });
        await expect(household).toContainText(
          `${child.prenom} ${child.nom} (né(e) en ${child.annee_naissance})`,
        );
        await expect(household).toContainText('sans compte');
        await expect(household).toContainText(`${adult.prenom} ${adult.nom} (${adult.email})`);
        await signOut(page);
      });

      await test.step('the treasurer reads the child on the payer’s membership in the register', async () => {
        await signIn(page, ADMIN);
        await page.goto('/admin/users');
        await page.getByRole('textbox', { name: 'Rechercher' }).fill(payer.email);
        const name = `${payer.prenom} ${payer.nom}`;
        const row = page.getByRole('row', { name });
        await row.getByRole('button', { name: `Toutes les adhésions ${deOrElision(name)}` }).click();
        const dialog = page.getByRole('dialog', { name: `Adhésions ${deOrElision(name)}` });
        await expect(dialog).toContainText(FAMILY);
        await expect(dialog).toContainText(
          `Sans compte : ${child.prenom} ${child.nom} (né(e) en ${child.annee_naissance})`,
        );
      });
    },
  );
});
