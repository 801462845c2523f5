import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, type Locator, type Page, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN } from './support/people.ts';

const REDUCED = 'Tarif réduit';
const HOUSEHOLD = 'Foyer (jusqu’à 4 personnes)';

/** Picks an option of a Mantine select, as a person does: open it, click the option. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Offer = { id: string; name: string; memberships: number };

/**
 * The app and its database serve every spec after this one: the offers this test added go, and
 * the association gets its rolling year back, whatever step failed.
 */
async function putBack(page: Page) {
  const offers: Offer[] = await (await page.request.get('/api/admin/offers')).json();
  for (const offer of offers.filter(
    (one) => [REDUCED, HOUSEHOLD].includes(one.name) && one.memberships === 0,
  ))
    await page.request.delete(`/api/admin/offers/${offer.id}`);
  const settings = await (await page.request.get('/api/admin/settings')).json();
  await page.request.put('/api/admin/settings', { data: { ...settings, season_start_month: null } });
}

test('an administrator adds a reduced price and a household offer, sets a September season, archives a used offer and deletes an unused one', async ({
  page,
}) => {
  // A membership of « Membre Ordinaire »: the offer has served.
  await createActiveMember();
  await signIn(page, ADMIN);
  await page.goto('/admin/parametres');
  const offers = page.getByRole('table', { name: "Offres d'adhésion" });
  const row = (name: string) => offers.getByRole('row', { name, exact: true });
  await expect(row('Membre Ordinaire')).toContainText('7,50 €');
  await expect(row('Membre Ordinaire')).toContainText('Inscription et renouvellement');
  await expect(row('Membre Actif')).toContainText('Administrateurs seulement');

  try {
    await test.step('« Tarif réduit » 3 € for students and job seekers, its condition required', async () => {
      await page.getByRole('button', { name: 'Ajouter une offre' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une offre' });
      await dialog.getByRole('textbox', { name: "Nom de l'offre" }).fill(REDUCED);
      await choose(page, dialog, 'Tarification', 'Tarif réduit');
      await dialog.getByRole('textbox', { name: 'Prix réduit' }).fill('3');
      await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(dialog.getByText('Indiquez à qui le tarif réduit est réservé')).toBeVisible();
      await dialog
        .getByRole('textbox', { name: 'Condition du tarif réduit' })
        .fill("étudiants, demandeurs d'emploi");
      await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Offre ajoutée')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row(REDUCED)).toContainText('3,00 € (tarif réduit)');
      await expect(row(REDUCED)).toContainText('Inscription et renouvellement');
    });

    await test.step('a household of four people at 15 €', async () => {
      await page.getByRole('button', { name: 'Ajouter une offre' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une offre' });
      await dialog.getByRole('textbox', { name: "Nom de l'offre" }).fill(HOUSEHOLD);
      await dialog.getByRole('textbox', { name: 'Prix', exact: true }).fill('15');
      await dialog.getByRole('switch', { name: 'Adhésion foyer' }).check();
      await dialog.getByRole('textbox', { name: 'Personnes au plus, payeur compris' }).fill('4');
      await expectNoAxeViolations(page, "the offer's modal");
      await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(row(HOUSEHOLD)).toContainText('15,00 €');
      await expect(row(HOUSEHOLD)).toContainText('Foyer de 4 personnes au plus');
    });

    await test.step('a season from September to August, paid in its last four weeks for the next', async () => {
      await page.getByRole('radio', { name: 'Une saison fixe' }).check();
      await choose(page, page, 'Début de la saison', 'Septembre');
      await expect(
        page.getByRole('textbox', { name: 'Semaines comptées pour la saison suivante' }),
      ).toHaveValue('4');
      await expect(
        page.getByText(
          'Saison de septembre à août. Une adhésion payée à partir du 4 août compte pour la saison suivante.',
        ),
      ).toBeVisible();
      await expectNoAxeViolations(page, '/admin/parametres with a season');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('radio', { name: 'Une saison fixe' })).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Début de la saison' })).toHaveValue('Septembre');
    });

    await test.step('a used offer cannot be deleted: it is archived, then restored', async () => {
      await expect(row('Membre Ordinaire').getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
      await row('Membre Ordinaire').getByRole('button', { name: 'Archiver' }).click();
      await expect(page.getByText('Offre archivée')).toBeVisible();
      await expect(row('Membre Ordinaire')).toContainText('Archivée');
      await row('Membre Ordinaire').getByRole('button', { name: 'Rétablir' }).click();
      await expect(page.getByText('Offre rétablie')).toBeVisible();
      await expect(row('Membre Ordinaire')).not.toContainText('Archivée');
    });

    await test.step('an unused offer is deleted after confirmation', async () => {
      await row(HOUSEHOLD).getByRole('button', { name: 'Supprimer' }).click();
      const confirmation = page.getByRole('dialog', { name: "Supprimer l'offre" });
      await expect(confirmation).toContainText(`Êtes-vous sûr de vouloir supprimer l'offre ${HOUSEHOLD} ?`);
      await confirmation.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText('Offre supprimée')).toBeVisible();
      await expect(row(HOUSEHOLD)).toHaveCount(0);
      await expect(row(REDUCED)).toBeVisible();
    });
  } finally {
    await putBack(page);
  }
});
