import { createAssemblyThroughApi, deleteAllAssemblies } from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember, userIdOf } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

const MORAL = 'Approuvez-vous le bilan moral ?';
const FINANCIER = 'Approuvez-vous le bilan financier ?';

test('the chair adds a show of hands to the online votes, then puts a rejected resolution to a second round', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const voter = await createActiveMember(newPerson('Odile', `Lambert-${suffix}`));
  const room = [
    await createActiveMember(newPerson('Gaston', `Brun-${suffix}`)),
    await createActiveMember(newPerson('Helene', `Vidal-${suffix}`)),
    await createActiveMember(newPerson('Yves', `Garnier-${suffix}`)),
  ];

  await signIn(adminPage, ADMIN);
  await deleteAllAssemblies(adminPage);
  const ag = await createAssemblyThroughApi(adminPage, {
    days: 0,
    status: 'a_venir',
    lieu: 'Salle du comptage',
  });
  await ag.update('en_cours');
  for (const person of [voter, ...room]) {
    const signed = await adminPage.request.put(
      `/api/admin/assemblies/${ag.id}/sign-in/${await userIdOf(adminPage, person)}`,
      { data: { present: true } },
    );
    expect(signed.ok()).toBe(true);
  }

  const memberContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const memberPage = await memberContext.newPage();
  const votes = memberPage.getByRole('region', { name: 'Votes' });

  await test.step('a member votes online on both questions', async () => {
    await signIn(memberPage, voter);
    await memberPage.goto('/assemblee-generale');
    for (const [question, answer] of [
      [MORAL, 'Oui'],
      [FINANCIER, 'Non'],
    ] as const) {
      await votes
        .getByRole('radiogroup', { name: question, exact: true })
        .getByRole('radio', { name: answer, exact: true })
        .check();
      await expect(votes.getByText(`Réponse enregistrée : ${answer}`)).toBeVisible();
    }
  });

  const resolutions = adminPage.getByRole('region', { name: 'Résolutions' });
  const enterHands = async (question: string, hands: Record<string, string>) => {
    await resolutions
      .getByRole('article', { name: question })
      .getByRole('button', { name: 'Vote à main levée' })
      .click();
    const dialog = adminPage.getByRole('dialog', { name: `Vote à main levée — ${question}` });
    for (const [label, count] of Object.entries(hands))
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(count);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    return dialog;
  };

  await test.step('more hands than the room holds are refused beside the figures', async () => {
    await adminPage.goto('/admin/assemblee-generale');
    const dialog = await enterHands(MORAL, { Oui: '3', Non: '1' });
    await expect(
      dialog.getByText('Le total dépasse les 3 votants présents qui n’ont pas voté en ligne'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });

  await test.step('the show of hands is added to the online vote, and said so', async () => {
    const dialog = await enterHands(MORAL, { Oui: '2', Non: '1' });
    await expect(adminPage.getByText('Vote à main levée enregistré')).toBeVisible();
    await expect(dialog).toBeHidden();
    const results = adminPage.getByRole('table', { name: 'Résultats par résolution' });
    const moral = results.getByRole('row', { name: MORAL });
    await expect(moral).toContainText('Oui 3 · Non 1 · Ne se prononce pas 0');
    await expect(moral).toContainText('en ligne et à main levée (1 en ligne, 3 à main levée)');
  });

  await test.step('a resolution rejected by hand goes to a second round', async () => {
    await expect(await enterHands(FINANCIER, { Non: '3' })).toBeHidden();
    const financier = resolutions.getByRole('article', { name: FINANCIER });
    await financier.getByRole('button', { name: 'Clore le vote' }).click();
    await expect(financier.getByText('Vote clos')).toBeVisible();
    await financier.getByRole('button', { name: 'Second tour' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Second tour' })
      .getByRole('button', { name: 'Ouvrir le second tour' })
      .click();
    await expect(adminPage.getByText('Second tour ouvert')).toBeVisible();
    const rounds = resolutions.getByRole('article', { name: FINANCIER });
    await expect(rounds).toHaveCount(2);
    await expect(rounds.nth(1).getByText('Second tour')).toBeVisible();
    await expect(rounds.nth(1).getByText('Vote ouvert')).toBeVisible();
    await expect(rounds.nth(0).getByRole('button', { name: 'Second tour' })).toHaveCount(0);
  });

  await test.step('members vote again in the second round', async () => {
    await memberPage.reload();
    const second = votes.getByRole('article', { name: FINANCIER }).nth(1);
    await expect(second.getByText('Second tour')).toBeVisible();
    await second.getByRole('radio', { name: 'Oui', exact: true }).check();
    await expect(second.getByText('Réponse enregistrée : Oui')).toBeVisible();
    await adminPage.reload();
    const rows = adminPage
      .getByRole('table', { name: 'Résultats par résolution' })
      .getByRole('row', { name: FINANCIER });
    await expect(rows.nth(1)).toContainText(`${FINANCIER} (second tour)`);
    await expect(rows.nth(1)).toContainText('Oui 1');
  });
  await memberContext.close();
});
