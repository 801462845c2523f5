import type { Page } from '@playwright/test';
import {
  clickAndSave,
  createAssemblyThroughApi,
  deleteAllAssemblies,
  download,
} from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

const MORAL = 'Approuvez-vous le bilan moral ?';

/** The member's id, found on the sign-in sheet by their email. */
async function memberId(adminPage: Page, agId: string, person: Person): Promise<string> {
  const search = new URLSearchParams({ search: person.email });
  const sheet = await adminPage.request.get(`/api/admin/assemblies/${agId}/sign-in?${search}`);
  expect(sheet.ok()).toBe(true);
  const { items } = (await sheet.json()) as { items: { user_id: string; email: string }[] };
  const row = items.find((item) => item.email === person.email);
  if (!row) throw new Error(`${person.email} is not on the sign-in sheet`);
  return row.user_id;
}

test('the secretary writes the minutes of a closed AG, finalises them, and members read them with the results', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const chair = await createActiveMember(newPerson('Odile', `Presidente-${suffix}`));
  const secretary = await createActiveMember(newPerson('Yves', `Secretaire-${suffix}`));
  const memberContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const memberPage = await memberContext.newPage();
  let agId = '';
  let shownDay = '';
  let minutesName = '';

  await test.step('the AG is opened, its sign-in sheet filled, a vote cast, then closed', async () => {
    await signIn(adminPage, ADMIN);
    await deleteAllAssemblies(adminPage);
    const ag = await createAssemblyThroughApi(adminPage, {
      days: 0,
      status: 'a_venir',
      lieu: 'Salle Molière',
    });
    agId = ag.id;
    shownDay = ag.shownDay;
    minutesName = `Procès-verbal de l'assemblée générale ordinaire du ${new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date())}`;
    expect((await adminPage.request.post(`/api/admin/assemblies/${agId}/open`)).ok()).toBe(true);
    for (const person of [chair, secretary]) {
      const userId = await memberId(adminPage, agId, person);
      const signed = await adminPage.request.put(`/api/admin/assemblies/${agId}/sign-in/${userId}`, {
        data: { present: true },
      });
      expect(signed.ok()).toBe(true);
    }
    expect((await adminPage.request.post(`/api/admin/assemblies/${agId}/resolutions/open-all`)).ok()).toBe(
      true,
    );
    await signIn(memberPage, chair);
    const vote = await memberPage.request.put(`/api/assemblies/${agId}/votes`, {
      data: { question: MORAL, vote: 'oui' },
    });
    expect(vote.ok()).toBe(true);
    expect((await adminPage.request.post(`/api/admin/assemblies/${agId}/close`)).ok()).toBe(true);
  });

  await test.step('the secretary drafts, edits and saves the minutes', async () => {
    await adminPage.goto('/admin/assemblee-generale');
    const card = adminPage.getByRole('article', { name: `AG du ${shownDay}` });
    // The latest AG opens with its detail shown.
    await expect(card.getByRole('button', { name: 'Réduire le détail' })).toBeVisible();
    for (const [label, person] of [
      ['Président(e) de séance', chair],
      ['Secrétaire de séance', secretary],
    ] as const) {
      const picker = card.getByRole('combobox', { name: label });
      await picker.click();
      await picker.fill(`${person.nom.toLowerCase()} ${person.prenom.slice(0, 3).toLowerCase()}`);
      await adminPage
        .getByRole('option', { name: `${person.prenom} ${person.nom} (${person.email})` })
        .click();
    }
    await card.getByRole('button', { name: 'Repartir du brouillon' }).click();
    const text = card.getByRole('textbox', { name: 'Texte du procès-verbal' });
    await expect(text).toHaveValue(
      new RegExp(
        `Présidence de séance : Odile ${chair.nom}\\. Secrétaire de séance : Yves ${secretary.nom}\\.`,
      ),
    );
    await expect(text).toHaveValue(/Présents : 2\./);
    await text.fill(`${await text.inputValue()}\n\nLe pot de l’amitié a suivi la séance.`);
    await clickAndSave(adminPage, /\/minutes$/, () =>
      card.getByRole('button', { name: 'Enregistrer' }).click(),
    );
    await expect(adminPage.getByText('Procès-verbal enregistré')).toBeVisible();
  });

  await test.step('the minutes are finalised and join the AG’s documents', async () => {
    const card = adminPage.getByRole('article', { name: `AG du ${shownDay}` });
    await card.getByRole('button', { name: 'Finaliser le procès-verbal' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Finaliser le procès-verbal' });
    await clickAndSave(adminPage, /\/minutes\/finalise$/, () =>
      dialog.getByRole('button', { name: 'Finaliser' }).click(),
    );
    await expect(card.getByText(/Procès-verbal finalisé le/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: minutesName, exact: true })).toBeVisible();
  });

  await test.step('a member reads the results and the minutes on the past AG', async () => {
    await memberPage.goto('/assemblee-generale');
    const past = memberPage.getByRole('region', { name: 'Assemblées générales passées' });
    const shown = past.getByRole('article', { name: `AG du ${shownDay}` });
    const results = shown.getByRole('table', { name: 'Résultats par résolution' });
    await expect(results.getByRole('row', { name: MORAL })).toContainText('Adoptée');
    await expect(shown).toContainText('2 présents');
    const file = await download(memberPage, () =>
      shown.getByRole('button', { name: 'Lire le procès-verbal' }).click(),
    );
    expect(file.name).toBe(`${minutesName}.pdf`);
    expect(file.text.startsWith('%PDF')).toBe(true);
  });
  await memberContext.close();
});
