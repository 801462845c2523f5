import { createAssemblyThroughApi, deleteAllAssemblies, download } from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

const MORAL = 'Approuvez-vous le bilan moral ?';
const FINANCIER = 'Approuvez-vous le bilan financier ?';

test('members look back on finished AGs, the latest first, with their documents and results', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await createActiveMember(newPerson('Yvette', 'Carre'));
  const memberContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const memberPage = await memberContext.newPage();
  const past = memberPage.getByRole('region', { name: 'Assemblées générales passées' });
  const agHeadings = memberPage.getByRole('heading', { name: /^AG du / });

  await test.step('three AGs were held; the member votes at the latest before it ends', async () => {
    await signIn(adminPage, ADMIN);
    await deleteAllAssemblies(adminPage);
    const oldest = await createAssemblyThroughApi(adminPage, {
      days: -1100,
      status: 'terminee',
      lieu: 'Mairie',
    });
    const older = await createAssemblyThroughApi(adminPage, {
      days: -740,
      status: 'terminee',
      lieu: 'Gymnase',
    });
    const latest = await createAssemblyThroughApi(adminPage, {
      days: -20,
      status: 'en_cours',
      lieu: 'Salle Molière',
    });
    const minutes = await adminPage.request.post(`/api/admin/assemblies/${latest.id}/documents`, {
      multipart: {
        type: 'proces_verbal',
        nom: 'Procès-verbal',
        file: { name: 'pv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 pv') },
      },
    });
    expect(minutes.status()).toBe(201);

    await signIn(memberPage, member);
    const vote = await memberPage.request.put(`/api/assemblies/${latest.id}/votes`, {
      data: { question: MORAL, vote: 'oui' },
    });
    expect(vote.ok()).toBe(true);
    await latest.update('terminee');

    await test.step('with no AG to come, the finished ones are still there, the latest first', async () => {
      await memberPage.goto('/assemblee-generale');
      await expect(
        memberPage.getByText("Aucune assemblée générale n'est disponible pour le moment."),
      ).toBeVisible();
      await expect(past.getByRole('heading', { name: /^AG du / })).toHaveText([
        `AG du ${latest.shownDay}`,
        `AG du ${older.shownDay}`,
      ]);
      const shown = past.getByRole('article', { name: `AG du ${latest.shownDay}` });
      await expect(shown).toContainText('Terminée');
      await expect(shown).toContainText('Salle Molière');
      const tally = shown.getByRole('table', { name: 'Résultats des votes' });
      await expect(tally.getByRole('row', { name: MORAL }).getByRole('cell')).toHaveText([
        MORAL,
        '1',
        '0',
        '0',
      ]);
      await expect(tally.getByRole('row', { name: FINANCIER }).getByRole('cell')).toHaveText([
        FINANCIER,
        '0',
        '0',
        '0',
      ]);
      const file = await download(memberPage, () =>
        shown.getByRole('button', { name: 'Procès-verbal', exact: true }).click(),
      );
      expect(file).toEqual({ name: 'Procès-verbal.pdf', text: '%PDF-1.4 pv' });
      await expect(past.getByRole('article', { name: `AG du ${older.shownDay}` })).toContainText(
        'Aucun document',
      );

      await past.getByRole('button', { name: 'Page 2' }).click();
      await expect(past.getByRole('heading', { name: /^AG du / })).toHaveText([`AG du ${oldest.shownDay}`]);
    });

    await test.step('once an AG is convened, it comes first, before the finished ones', async () => {
      const coming = await createAssemblyThroughApi(adminPage, {
        days: 45,
        status: 'a_venir',
        lieu: 'Médiathèque',
      });
      await memberPage.reload();
      await expect(agHeadings).toHaveText([
        `AG du ${coming.shownDay}`,
        `AG du ${latest.shownDay}`,
        `AG du ${older.shownDay}`,
      ]);
      await expect(memberPage.getByRole('checkbox', { name: 'Je serai présent(e)' })).toBeVisible();
    });
  });

  await memberContext.close();
});
