import { createAssemblyThroughApi, deleteAllAssemblies } from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember, userIdOf } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

const MORAL = 'Approuvez-vous le bilan moral ?';
const CANDIDATES = ['Anne Martin', 'Bruno Petit', 'Chloé Roux', 'David Blanc', 'Emma Noir'];
const ELECTION = 'Élection du conseil';

test('a member holding a proxy votes for both, in a secret election of three seats among five', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const giver = await createActiveMember(newPerson('Marie', `Dupont-${Date.now().toString(36)}`));
  const holder = await createActiveMember(newPerson('Jeanne', `Petit-${Date.now().toString(36)}`));
  const giverName = `${giver.prenom} ${giver.nom}`;

  await signIn(adminPage, ADMIN);
  await deleteAllAssemblies(adminPage);
  const ag = await createAssemblyThroughApi(adminPage, {
    days: 0,
    status: 'a_venir',
    lieu: 'Salle des votes',
  });

  await test.step('the board writes a secret election; Marie gives her proxy to Jeanne', async () => {
    const election = await adminPage.request.post(`/api/admin/assemblies/${ag.id}/resolutions`, {
      data: { title: ELECTION, kind: 'election', secret: true, options: CANDIDATES, seats: 3 },
    });
    expect(election.status()).toBe(201);
    const giverContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const giverPage = await giverContext.newPage();
    await signIn(giverPage, giver);
    const proxy = await giverPage.request.put(`/api/assemblies/${ag.id}/presence`, {
      data: { present: false, procuration_user_id: await userIdOf(adminPage, holder) },
    });
    expect(proxy.ok()).toBe(true);
    await giverContext.close();
  });

  await test.step('the administrator opens the AG and every vote', async () => {
    await ag.update('en_cours');
    // The only AG, so the first card, shown opened.
    await adminPage.goto('/admin/assemblee-generale');
    const resolutions = adminPage.getByRole('region', { name: 'Résolutions' });
    await expect(resolutions.getByRole('article', { name: ELECTION })).toBeVisible();
    await resolutions.getByRole('button', { name: 'Ouvrir tous les votes' }).click();
    await expect(resolutions.getByText('Vote ouvert')).toHaveCount(3);
  });

  const holderContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const holderPage = await holderContext.newPage();
  const votes = holderPage.getByRole('region', { name: 'Votes' });

  await test.step('Jeanne votes for herself, then « Voter aussi pour » Marie', async () => {
    await signIn(holderPage, holder);
    await holderPage.goto('/assemblee-generale');
    await expect(votes.getByText(`Vous votez aussi pour : ${giverName}.`)).toBeVisible();
    await votes
      .getByRole('radiogroup', { name: MORAL, exact: true })
      .getByRole('radio', { name: 'Oui' })
      .check();
    await expect(votes.getByText('Réponse enregistrée : Oui')).toBeVisible();
    const forGiver = votes.getByRole('radiogroup', { name: `Voter aussi pour ${giverName} — ${MORAL}` });
    await forGiver.getByRole('radio', { name: 'Non', exact: true }).check();
    await expect(votes.getByText('Réponse enregistrée : Non')).toBeVisible();
  });

  await test.step('the secret election: three of five, confirmed, then « A voté » and no change', async () => {
    const election = votes.getByRole('article', { name: ELECTION });
    const own = election.getByRole('group', { name: ELECTION, exact: true });
    for (const candidate of CANDIDATES.slice(0, 3))
      await own.getByRole('checkbox', { name: candidate }).check();
    // A fourth candidate cannot be chosen for three seats.
    await expect(own.getByRole('checkbox', { name: CANDIDATES[3] })).toBeDisabled();
    await election.getByRole('button', { name: 'Voter' }).first().click();
    const confirm = holderPage.getByRole('dialog', { name: 'Vote secret' });
    await expect(confirm.getByText('Vote secret : il ne pourra plus être modifié.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Voter' }).click();
    await expect(election.getByText('A voté')).toHaveCount(1);

    const forGiver = election.getByRole('group', { name: `Voter aussi pour ${giverName} — ${ELECTION}` });
    for (const candidate of [CANDIDATES[0], CANDIDATES[3]])
      await forGiver.getByRole('checkbox', { name: candidate }).check();
    await election.getByRole('button', { name: 'Voter' }).click();
    await holderPage
      .getByRole('dialog', { name: 'Vote secret' })
      .getByRole('button', { name: 'Voter' })
      .click();
    await expect(election.getByText('A voté')).toHaveCount(2);
    await expect(election.getByRole('checkbox')).toHaveCount(0);
    await holderPage.reload();
    await expect(votes.getByRole('article', { name: ELECTION }).getByText('A voté')).toHaveCount(2);
  });

  await test.step('while the secret vote is open, the administrator reads only how many voted', async () => {
    await adminPage.reload();
    const results = adminPage.getByRole('table', { name: 'Résultats par résolution' });
    const election = results.getByRole('row', { name: ELECTION });
    await expect(election).toContainText('2 votants');
    await expect(election).not.toContainText(`${CANDIDATES[0]} 2`);
  });

  await test.step('the administrator closes the votes and reads the results', async () => {
    const resolutions = adminPage.getByRole('region', { name: 'Résolutions' });
    await resolutions.getByRole('button', { name: 'Clore tous les votes' }).click();
    await expect(resolutions.getByText('Vote clos')).toHaveCount(3);
    await adminPage.reload();
    const results = adminPage.getByRole('table', { name: 'Résultats par résolution' });
    await expect(results.getByRole('row', { name: ELECTION })).toContainText(`Élu(e)s : ${CANDIDATES[0]}`);
    await expect(results.getByRole('row', { name: MORAL })).toContainText('Oui 1 · Non 1');
  });
  await holderContext.close();
});
