import { CONVOCATION_REMINDER_TOO_LATE } from '../../src/domain/association-messages.ts';
import { createAssemblyThroughApi, deleteAllAssemblies, futureDateTime } from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, type Locator, type Page, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

/** A Mantine Select: a combobox, or a textbox when one can type to search. */
const selectBox = (scope: Page | Locator, name: string) =>
  scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name }));

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
  await deleteAllAssemblies(page);
});

test('an extraordinary assembly is created, titled as such and convened with its resolutions', async ({
  page,
}) => {
  const when = futureDateTime();
  await page.goto('/admin/assemblee-generale');
  await page.getByRole('button', { name: 'Nouvelle assemblée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle assemblée générale' });
  await expect(selectBox(dialog, "Type d'assemblée")).toHaveValue('Assemblée générale ordinaire');
  await selectBox(dialog, "Type d'assemblée").click();
  await page.getByRole('option', { name: 'Assemblée générale extraordinaire', exact: true }).click();
  await dialog.getByLabel('Date et heure').fill(when.typed);
  await dialog.getByRole('textbox', { name: 'Lieu' }).fill('Salle Molière, Lyon');
  await dialog.getByRole('textbox', { name: 'Point 1' }).fill('Modification des statuts');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Assemblée générale créée')).toBeVisible();

  const card = page.getByRole('article', { name: `AGE du ${when.shownDay}` });
  await expect(card.getByRole('heading', { name: `AGE du ${when.shownDay}` })).toBeVisible();
  await expect(card.getByText('Type : Assemblée générale extraordinaire')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Texte du procès-verbal' })).toHaveValue(
    /^L'assemblée générale extraordinaire de /,
  );
  // Its questions take the extraordinary assembly's majority.
  await expect(card.getByText('Majorité des deux tiers des suffrages exprimés').first()).toBeVisible();
  await card.getByRole('button', { name: 'Ajouter une résolution' }).click();
  const resolution = page.getByRole('dialog', { name: 'Nouvelle résolution' });
  await expect(selectBox(resolution, 'Majorité requise')).toHaveValue(
    'Majorité des deux tiers des suffrages exprimés',
  );
  await resolution.getByRole('button', { name: 'Annuler' }).click();

  await card.getByRole('link', { name: 'Envoyer la convocation' }).click();
  await expect(page.getByRole('textbox', { name: 'Sujet' })).toHaveValue(
    /^Convocation à l’assemblée générale extraordinaire du /,
  );
  const body = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(body).toContainText('Résolutions soumises au vote');
  await expect(body).toContainText('Résolution 1 : Approuvez-vous le bilan moral ?');
  // The picker of the convened assembly lists the assemblies: it names this one, not a placeholder.
  await expect(selectBox(page.getByRole('group', { name: 'Filtre 1' }), 'Assemblée')).toHaveValue(
    `AGE du ${when.shownDay} — Salle Molière, Lyon`,
  );
});

test('a terminated assembly is neither edited nor deleted from its card', async ({ page }) => {
  const ag = await createAssemblyThroughApi(page, { days: -1 / 24, status: 'a_venir', lieu: 'Salle Rameau' });
  await ag.update('en_cours');
  await ag.update('terminee');
  await page.goto('/admin/assemblee-generale');
  const card = page.getByRole('article', { name: `AG du ${ag.shownDay}` });
  await expect(card.getByText('Terminée')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Modifier', exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
});

test('deleting an assembly tells one success and no error', async ({ page }) => {
  const ag = await createAssemblyThroughApi(page, { days: 30, status: 'a_venir', lieu: 'Salle Debussy' });
  await page.goto('/admin/assemblee-generale');
  const card = page.getByRole('article', { name: `AG du ${ag.shownDay}` });
  // The latest assembly opens by itself: its detail, resolutions, participants and comments are read.
  await expect(card.getByRole('button', { name: 'Réduire le détail' })).toBeVisible();
  await expect(card.getByText('Approuvez-vous le bilan moral ?').first()).toBeVisible();
  await expect(card.getByText("Le procès-verbal se finalise une fois l'assemblée terminée.")).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every alert shown from now on, kept after its notification has faded away; the alerts already
  // on the page (a section's own warning) are not news. Run in the page, where the tests' own
  // TypeScript has no DOM.
  await page.evaluate(`
    const seen = new WeakSet(document.querySelectorAll('[role="alert"]'));
    window.shownAlerts = [];
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        if (seen.has(alert)) continue;
        seen.add(alert);
        window.shownAlerts.push(alert.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true });`);
  await card.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const listRead = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/assemblies' && response.request().method() === 'GET',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Assemblée générale supprimée')).toBeVisible();
  await listRead;
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Aucune assemblée générale')).toBeVisible();
  expect(await page.evaluate('window.shownAlerts')).toEqual(['Assemblée générale supprimée']);
});

test('the J-2 reminder says why it is not offered when the assembly is too close', async ({ page }) => {
  const ag = await createAssemblyThroughApi(page, { days: 1, status: 'a_venir', lieu: 'Salle Ravel' });
  await page.goto('/admin/assemblee-generale');
  const card = page.getByRole('article', { name: `AG du ${ag.shownDay}` });
  await card.getByRole('link', { name: 'Envoyer la convocation' }).click();
  const reminder = page.getByRole('checkbox', { name: "Envoyer un rappel deux jours avant l'assemblée" });
  await expect(reminder).toBeDisabled();
  await expect(page.getByText(CONVOCATION_REMINDER_TOO_LATE)).toBeVisible();
});
