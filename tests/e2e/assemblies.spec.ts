import {
  clickAndSave,
  createAssemblyThroughApi,
  deleteAllAssemblies,
  download,
  futureDateTime,
} from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import { expect, type Locator, type Page, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

const MORAL = 'Approuvez-vous le bilan moral ?';
const FINANCIER = 'Approuvez-vous le bilan financier ?';

/** A Mantine Select: a combobox, or a textbox when one can type to search. */
const selectBox = (scope: Page | Locator, name: string) =>
  scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name }));

async function chooseOption(scope: Page | Locator, page: Page, label: string, option: string) {
  await selectBox(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an AG is prepared, held and exported in the browser', async ({ page: adminPage, browser }) => {
  // One story from convocation to exports, with two people signed in.
  test.setTimeout(180_000);
  const member = await createActiveMember(newPerson('Camille', 'Durand'));
  // A name of its own: a member sees names only, so a namesake from a retried run would be a twin.
  const holder = await createActiveMember(newPerson('Bernard', `Lemoine-${Date.now().toString(36)}`));
  const holderLabel = `${holder.prenom} ${holder.nom}`;
  const when = futureDateTime();
  const card = adminPage.getByRole('article', { name: `AG du ${when.shownDay}` });
  const memberContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const memberPage = await memberContext.newPage();

  await test.step('the admin convenes the AG', async () => {
    await signIn(adminPage, ADMIN);
    await deleteAllAssemblies(adminPage);
    await adminPage.goto('/admin/assemblee-generale');
    await expect(adminPage.getByText('Aucune assemblée générale')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Nouvelle assemblée' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Nouvelle assemblée générale' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le lieu est obligatoire')).toBeVisible();

    await dialog.getByLabel('Date et heure').fill(when.typed);
    await dialog.getByRole('textbox', { name: 'Lieu' }).fill('Salle Molière, Lyon');
    await dialog.getByRole('textbox', { name: 'Lien visio' }).fill('visio');
    await dialog.getByRole('textbox', { name: 'Point 1' }).fill('Rapport moral');
    await dialog.getByRole('button', { name: 'Ajouter un point' }).click();
    await dialog.getByRole('button', { name: 'Ajouter un point' }).click();
    await dialog.getByRole('textbox', { name: 'Point 3' }).fill('Rapport financier');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le lien visio doit être une URL')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Lien visio' }).fill('https://visio.exemple.fr/ag');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText('Assemblée générale créée')).toBeVisible();
    await expect(card.getByText('À venir')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Ordre du jour' }).getByRole('listitem')).toHaveText([
      'Rapport moral',
      'Rapport financier',
    ]);
  });

  await test.step('the admin adds the convocation', async () => {
    const add = card.getByRole('button', { name: 'Ajouter le document' });
    await expect(add).toBeDisabled();
    await card.locator('input[type="file"]').setInputFiles({
      name: 'convocation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 convocation'),
    });
    await chooseOption(card, adminPage, 'Type', 'Convocation');
    await expect(add).toBeDisabled();
    await card.getByRole('textbox', { name: 'Nom du document' }).fill('Convocation AG');
    await add.click();
    await expect(adminPage.getByText('Document ajouté')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Convocation AG', exact: true })).toBeVisible();
  });

  await test.step('a member gives a proxy, then will be present and the proxy is cleared', async () => {
    await signIn(memberPage, member);
    await memberPage.goto('/assemblee-generale');
    await expect(memberPage.getByRole('heading', { name: `AG du ${when.shownDay}` })).toBeVisible();
    await expect(memberPage.getByText('À venir')).toBeVisible();
    const proxy = selectBox(memberPage, 'Je donne procuration à :');
    await expect(proxy).toHaveAttribute('placeholder', 'Sélectionnez une personne');
    await proxy.click();
    await expect(memberPage.getByText('Tapez au moins 2 lettres')).toBeVisible();
    await proxy.fill('personne-inconnue');
    await expect(memberPage.getByText('Aucun membre trouvé')).toBeVisible();
    await proxy.fill(`${holder.nom.toLowerCase()} ber`);
    await clickAndSave(memberPage, /\/presence$/, () =>
      memberPage.getByRole('option', { name: holderLabel, exact: true }).click(),
    );
    await expect(memberPage.getByText('Procuration enregistrée')).toBeVisible();
    await memberPage.reload();
    await expect(proxy).toHaveValue(holderLabel);

    const present = memberPage.getByRole('checkbox', { name: 'Je serai présent(e)' });
    await clickAndSave(memberPage, /\/presence$/, () => present.check());
    await expect(memberPage.getByText('Présence enregistrée')).toBeVisible();
    await expect(proxy).toBeHidden();
    await memberPage.reload();
    await expect(present).toBeChecked();
    await clickAndSave(memberPage, /\/presence$/, () => present.uncheck());
    await expect(proxy).toHaveValue('');
    await clickAndSave(memberPage, /\/presence$/, () => present.check());
  });

  await test.step('the member downloads the calendar file and the convocation', async () => {
    const calendar = await download(memberPage, () =>
      memberPage.getByRole('button', { name: 'Ajouter à mon agenda' }).click(),
    );
    expect(calendar.name).toBe('ag-hds.ics');
    expect(calendar.text).toContain('SUMMARY:Assemblée Générale HDS');
    expect(calendar.text).toContain('DURATION:PT3H');
    const convocation = await download(memberPage, () =>
      memberPage.getByRole('button', { name: 'Convocation AG', exact: true }).click(),
    );
    expect(convocation).toEqual({ name: 'Convocation AG.pdf', text: '%PDF-1.4 convocation' });
  });

  await test.step('the member sends a question', async () => {
    const send = memberPage.getByRole('button', { name: 'Envoyer' });
    const textarea = memberPage.getByPlaceholder("Vos questions ou commentaires pour l'AG...");
    await expect(send).toBeDisabled();
    await textarea.fill('   ');
    await expect(send).toBeDisabled();
    await textarea.fill('  Où en est le projet de livre souvenir ?  ');
    await send.click();
    await expect(memberPage.getByText('Où en est le projet de livre souvenir ?')).toBeVisible();
    await expect(textarea).toHaveValue('');
  });

  await test.step('the admin opens the AG; the member votes and the tally shows it', async () => {
    await adminPage.reload();
    await card.getByRole('button', { name: 'Modifier', exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: "Modifier l'assemblée générale" });
    await chooseOption(dialog, adminPage, 'Statut', 'En cours');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText('Assemblée générale modifiée')).toBeVisible();
    await expect(card.getByText('En cours')).toBeVisible();

    // The member's page still shows the AG to come: a late change is refused and undone.
    const present = memberPage.getByRole('checkbox', { name: 'Je serai présent(e)' });
    await present.click();
    // Filtered by its text: the notifications of the member's earlier answers are alerts too.
    await expect(
      memberPage
        .getByRole('alert')
        .filter({ hasText: "La présence et la procuration ne se modifient que lorsque l'AG est à venir" }),
    ).toBeVisible();
    await expect(present).toBeChecked();

    await memberPage.reload();
    await expect(present).toBeHidden();
    const moral = memberPage.getByRole('radiogroup', { name: MORAL });
    const financier = memberPage.getByRole('radiogroup', { name: FINANCIER });
    const votes = memberPage.getByRole('region', { name: 'Votes' });
    await expect(votes.getByText('Pas encore de vote')).toHaveCount(2);
    await clickAndSave(memberPage, /\/vote$/, () =>
      moral.getByRole('radio', { name: 'Non', exact: true }).check(),
    );
    // The vote is confirmed, and the choice shown as the server recorded it.
    await expect(memberPage.getByText('Vote enregistré', { exact: true }).first()).toBeVisible();
    await expect(votes.getByText('Réponse enregistrée : Non')).toBeVisible();
    await expect(votes.getByText('Pas encore de vote')).toHaveCount(1);
    await clickAndSave(memberPage, /\/vote$/, () =>
      moral.getByRole('radio', { name: 'Oui', exact: true }).check(),
    );
    await clickAndSave(memberPage, /\/vote$/, () =>
      financier.getByRole('radio', { name: 'Ne se prononce pas' }).check(),
    );
    await memberPage.reload();
    await expect(moral.getByRole('radio', { name: 'Oui', exact: true })).toBeChecked();
    await expect(votes.getByText('Réponse enregistrée : Oui')).toBeVisible();
    await expect(votes.getByText('Réponse enregistrée : Ne se prononce pas')).toBeVisible();

    await adminPage.reload();
    const tally = card.getByRole('table', { name: 'Résultats des votes' });
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
      '1',
    ]);
    await expect(card.getByText('Membres présents : 1 · Procurations données : 0')).toBeVisible();
  });

  await test.step('the exports hold the rows the AG recorded', async () => {
    const participants = card.getByRole('table', { name: 'Participants' });
    await expect(participants.getByRole('row', { name: member.email }).getByRole('cell')).toHaveText([
      `${member.prenom} ${member.nom}`,
      member.email,
      'Oui',
      '—',
    ]);
    const agId = (await (await adminPage.request.get('/api/admin/assemblies')).json()).items[0].id as string;
    const presences = await download(adminPage, () =>
      card.getByRole('button', { name: 'Exporter les présences' }).click(),
    );
    expect(presences.name).toBe(`presences_ag_${agId}.csv`);
    expect(presences.text).toBe(
      `\uFEFF"Email";"Nom";"Présent";"Procuration"\r\n"${member.email}";"Camille Durand";"Oui";""\r\n`,
    );
    const votes = await download(adminPage, () =>
      card.getByRole('button', { name: 'Exporter les votes' }).click(),
    );
    expect(votes.name).toBe(`votes_ag_${agId}.csv`);
    expect(votes.text.split('\r\n')).toEqual([
      '\uFEFF"Email";"Nom";"Question";"Vote";"Procuration"',
      `"${member.email}";"Camille Durand";"${FINANCIER}";"Ne se prononce pas";""`,
      `"${member.email}";"Camille Durand";"${MORAL}";"Oui";""`,
      '',
    ]);
  });

  await test.step('the admin hides the question and the member no longer sees it', async () => {
    await card.getByRole('button', { name: 'Masquer' }).click();
    await expect(card.getByText('Masqué', { exact: true })).toBeVisible();
    await memberPage.reload();
    await expect(memberPage.getByRole('radiogroup', { name: MORAL })).toBeVisible();
    await expect(memberPage.getByText('Où en est le projet de livre souvenir ?')).toBeHidden();
  });

  await memberContext.close();
});

test('while an AG is held, members vote in it and still answer for the next one', async ({
  page: adminPage,
  browser,
}) => {
  const member = await createActiveMember(newPerson('Odile', 'Suivante'));
  await signIn(adminPage, ADMIN);
  await deleteAllAssemblies(adminPage);
  const held = await createAssemblyThroughApi(adminPage, {
    days: 0,
    status: 'en_cours',
    lieu: 'Salle Molière',
  });
  const next = await createAssemblyThroughApi(adminPage, { days: 90, status: 'a_venir', lieu: 'Mairie' });
  const memberContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/assemblee-generale');

  await expect(memberPage.getByRole('heading', { name: /^AG du / })).toHaveText([
    `AG du ${held.shownDay}`,
    `AG du ${next.shownDay}`,
  ]);
  await expect(memberPage.getByRole('region', { name: 'Votes' })).toBeVisible();
  const upcoming = memberPage.getByRole('region', { name: 'Prochaine assemblée générale' });
  await expect(upcoming.getByText('À venir')).toBeVisible();
  await expect(upcoming.getByText('Mairie')).toBeVisible();
  const present = upcoming.getByRole('checkbox', { name: 'Je serai présent(e)' });
  await clickAndSave(memberPage, new RegExp(`/${next.id}/presence$`), () => present.check());
  await expect(memberPage.getByText('Présence enregistrée')).toBeVisible();
  await memberPage.reload();
  await expect(present).toBeChecked();
  await memberContext.close();
});
