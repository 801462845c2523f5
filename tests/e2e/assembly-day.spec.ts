import { createAssemblyThroughApi, deleteAllAssemblies } from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

type Settings = Record<string, unknown> & { ag_quorum_percent: number };

async function readSettings(adminPage: Page): Promise<Settings> {
  const response = await adminPage.request.get('/api/admin/settings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Settings;
}

/** Puts back what the run found, for the specs after this one. */
async function saveSettings(adminPage: Page, settings: Settings): Promise<void> {
  expect((await adminPage.request.put('/api/admin/settings', { data: settings })).ok()).toBe(true);
}

test("the administrator's day: open the AG, sign members in, reach the quorum, close it for good", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Names of their own: the sign-in sheet lists every member with a vote of a shared database.
  const suffix = Date.now().toString(36);
  const first = await createActiveMember(newPerson('Irene', `Ponctuelle-${suffix}`));
  const late = await createActiveMember(newPerson('Lucien', `Tardif-${suffix}`));
  await signIn(page, ADMIN);
  await deleteAllAssemblies(page);
  // Begun an hour ago: whoever signs in now is a late arrival.
  const ag = await createAssemblyThroughApi(page, {
    days: -1 / 24,
    status: 'a_venir',
    lieu: 'Salle Molière',
  });

  // The quorum, as a share of every member with a vote the shared database holds, set on the
  // settings page so that two members present reach it and none do not.
  const saved = await readSettings(page);
  const voters = (await (await page.request.get(`/api/admin/assemblies/${ag.id}/figures`)).json()).voters;
  const quorum = Math.max(1, Math.floor(200 / voters));
  await page.goto('/admin/parametres');
  const rules = page.getByRole('region', { name: 'Assemblée générale' });
  const quorumInput = rules.getByRole('textbox', { name: 'Quorum (%) — Assemblée générale ordinaire' });
  await quorumInput.fill('150');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(rules.getByText('Le quorum est compris entre 0 et 100 %')).toBeVisible();
  await quorumInput.fill(String(quorum));
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
  expect((await readSettings(page)).ag_quorum_percent).toBe(quorum);

  try {
    await page.goto('/admin/assemblee-generale');
    const card = page.getByRole('article', { name: `AG du ${ag.shownDay}` });
    const day = card.getByRole('region', { name: "Jour de l'assemblée" });

    await test.step('the administrator opens the AG, after a confirmation', async () => {
      await day.getByRole('button', { name: "Ouvrir l'assemblée" }).click();
      const dialog = page.getByRole('dialog', { name: "Ouvrir l'assemblée" });
      await dialog.getByRole('button', { name: 'Ouvrir' }).click();
      await expect(page.getByText('Assemblée ouverte')).toBeVisible();
      await expect(card.getByText('En cours')).toBeVisible();
      await expect(day.getByText('Quorum non atteint')).toBeVisible();
    });

    await test.step('the sign-in sheet marks two members present, with their arrival time', async () => {
      const search = day.getByRole('textbox', { name: 'Rechercher un membre' });
      for (const member of [first, late]) {
        await search.fill(member.nom);
        const row = day.getByRole('row', { name: `${member.prenom} ${member.nom}` });
        await expect(row).toBeVisible();
        const present = row.getByRole('switch', { name: `${member.prenom} ${member.nom} présent(e)` });
        // The switch shows what the server recorded: clicked, then read once the answer is in.
        await present.click();
        await expect(present).toBeChecked();
        await expect(page.getByText(`${member.prenom} ${member.nom} : présence enregistrée`)).toBeVisible();
        await expect(row.getByText('En retard')).toBeVisible();
      }
      await search.fill(`Tardif-${suffix}`);
      await expect(day.getByRole('row', { name: `${late.prenom} ${late.nom}` })).toBeVisible();
      await expect(day.getByRole('row', { name: `${first.prenom} ${first.nom}` })).toBeHidden();
    });

    await test.step('the figures show the quorum reached', async () => {
      await expect(day.getByText('Quorum atteint')).toBeVisible();
      await expect(day.getByText(`(${quorum} %)`, { exact: false })).toBeVisible();
    });

    await test.step('the administrator closes the AG, which cannot be reopened', async () => {
      await day.getByRole('button', { name: "Clore l'assemblée" }).click();
      const dialog = page.getByRole('dialog', { name: "Clore l'assemblée" });
      await expect(dialog.getByText('Une assemblée close est définitive')).toBeVisible();
      await dialog.getByRole('button', { name: 'Clore' }).click();
      await expect(page.getByText('Assemblée close', { exact: true })).toBeVisible();
      await expect(card.getByText('Terminée')).toBeVisible();
      // What it decided stays: a terminated AG has no delete button.
      await expect(card.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
      await expect(day.getByRole('button', { name: "Ouvrir l'assemblée" })).toBeHidden();
      await expect(day.getByText('Quorum atteint')).toBeVisible();
      await expect(day.getByRole('switch').first()).toBeDisabled();

      // The form no longer opens on it; a change sent anyway is refused, in words.
      await expect(card.getByRole('button', { name: 'Modifier', exact: true })).toHaveCount(0);
      const held = await (await page.request.get(`/api/admin/assemblies/${ag.id}`)).json();
      const reopened = await page.request.put(`/api/admin/assemblies/${ag.id}`, {
        data: {
          date: held.date,
          lieu: held.lieu,
          lien_visio: held.lien_visio,
          ordre_du_jour: held.ordre_du_jour,
          status: 'en_cours',
        },
      });
      expect(reopened.status()).toBe(409);
      expect((await reopened.json()).error.message).toContain(
        'Une assemblée terminée ne peut plus être modifiée',
      );
      const stored = await (await page.request.get(`/api/admin/assemblies/${ag.id}`)).json();
      expect(stored.status).toBe('terminee');
    });
  } finally {
    await saveSettings(page, saved);
  }
});
