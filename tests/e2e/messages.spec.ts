import { convocationReminderAt } from '../../src/domain/association-messages.ts';
import { formatEventDate } from '../../src/domain/events.ts';
import { formatDate } from '../../src/domain/format.ts';
import { createAssemblyThroughApi, deleteAllAssemblies, download } from './support/assemblies.ts';
import { signIn } from './support/auth.ts';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

/** A Mantine Select: a combobox, or a textbox when one can type to search. */
const selectBox = (scope: Page | Locator, name: string) =>
  scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name }));

async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await selectBox(scope, label).click();
  await page.getByRole('option', { name: option }).click();
}

/** A member of the hand-picked filter, found by their email (unique to the run). */
async function pickMember(page: Page, filter: Locator, person: Person) {
  await selectBox(filter, 'Ajouter un membre').fill(person.email);
  await page.getByRole('option', { name: new RegExp(person.email.replace(/[.+]/g, '\\$&')) }).click();
}

/** A second person's browser, beside the administrator's. */
const newContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

/** The composer, opened from the history's « Nouveau message », with a subject and a body. */
async function startMessage(page: Page, subject: string, body: string) {
  await page.goto('/admin/messages');
  await page.getByRole('link', { name: 'Nouveau message' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/nouveau$/);
  await page.getByRole('textbox', { name: 'Sujet' }).fill(subject);
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await editor.click();
  await editor.pressSequentially('Bonjour ');
  await page.getByRole('button', { name: 'Insérer un champ personnel' }).click();
  await page.getByRole('menuitem', { name: /\{prenom\}/ }).click();
  await editor.pressSequentially(`, ${body}`);
}

test('an administrator writes to chosen members à jour, tests, sends; they read it in their archive', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(180_000);
  const lucie = await createActiveMember(newPerson('Lucie', 'Moreau'));
  const paul = await createActiveMember(newPerson('Paul', 'Girard'));
  const stamp = Date.now().toString(36);
  const subject = `Nouvelles de la saison ${stamp}`;
  const body = `la fête de rentrée aura lieu samedi (${stamp}).`;
  const preview = adminPage.getByRole('region', { name: 'Aperçu des destinataires' });

  await test.step('the subject and the body are required', async () => {
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/admin/messages/nouveau');
    await adminPage.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(adminPage.getByText('Le sujet est requis')).toBeVisible();
    await expect(adminPage.getByText('Le message est vide')).toBeVisible();
  });

  await test.step('the admin writes, and builds the audience: à jour, and chosen by hand', async () => {
    await startMessage(adminPage, subject, body);
    const first = adminPage.getByRole('group', { name: 'Filtre 1' });
    await chooseOption(adminPage, first, 'Filtre 1', 'Selon l’adhésion');
    await expect(selectBox(first, 'État')).toHaveValue('Adhésion à jour');
    await adminPage.getByRole('button', { name: 'Ajouter un filtre' }).click();
    const second = adminPage.getByRole('group', { name: 'Filtre 2' });
    await chooseOption(adminPage, second, 'Filtre 2', 'Membres choisis');
    await expect(preview).toContainText('Complétez les filtres');
    await pickMember(adminPage, second, lucie);
    await pickMember(adminPage, second, paul);
    await expect(preview).toContainText('2 destinataires');
    await expect(preview).toContainText(lucie.email);
    await expect(preview).toContainText(paul.email);
  });

  await test.step('« M’envoyer un test » saves the draft and mails the admin', async () => {
    const since = Date.now();
    await adminPage.getByRole('button', { name: "M'envoyer un test" }).click();
    await expect(adminPage.getByText('Un message de test vous a été envoyé')).toBeVisible();
    await expect(adminPage).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}$/);
    const testMail = await waitForMail({
      to: ADMIN.email,
      subject: new RegExp(`^\\[Test\\] ${subject}$`),
      since,
    });
    expect(testMail.text).toContain(`Bonjour ${ADMIN.prenom}, ${body}`);
  });

  await test.step('the admin confirms the sending and follows its progress', async () => {
    const since = Date.now();
    await expect(preview).toContainText('2 destinataires');
    await adminPage.getByRole('button', { name: 'Envoyer maintenant' }).click();
    const confirmation = adminPage.getByRole('dialog', { name: 'Envoyer le message' });
    await expect(confirmation).toContainText('2 membres');
    await confirmation.getByRole('button', { name: 'Envoyer' }).click();
    const progress = adminPage.getByRole('region', { name: "Suivi de l'envoi" });
    await expect(progress.getByLabel('Destinataires : 2')).toBeVisible();
    // Read again every 3 s while it is being sent.
    await expect(progress.getByLabel('Envoyés : 2')).toBeVisible({ timeout: 30_000 });
    await expect(progress.getByText('Envoyé', { exact: true })).toBeVisible();
    for (const member of [lucie, paul]) {
      const mail = await waitForMail({ to: member.email, subject: new RegExp(`^${subject}$`), since });
      expect(mail.text).toContain(`Bonjour ${member.prenom}, ${body}`);
    }
    const recipients = adminPage.getByRole('region', { name: 'Destinataires' });
    await recipients.getByRole('textbox', { name: 'Rechercher un destinataire' }).fill(lucie.email);
    await expect(recipients.getByRole('row', { name: `${lucie.prenom} ${lucie.nom}` })).toContainText(
      'Envoyé',
    );
    await expect(recipients.getByRole('row', { name: `${paul.prenom} ${paul.nom}` })).toBeHidden();
  });

  await test.step('Lucie sees it on her dashboard, opens it in /messages: unread, then read', async () => {
    const memberContext = await newContext(browser);
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, lucie);
    const latest = memberPage.getByRole('region', { name: "Messages de l'association" });
    await expect(latest.getByRole('link', { name: subject })).toBeVisible();

    await memberPage.goto('/messages');
    const row = memberPage.getByRole('row', { name: subject });
    await expect(row).toContainText('Non lu');
    await row.getByRole('link', { name: subject }).click();
    const reader = memberPage.getByRole('dialog', { name: subject });
    await expect(reader).toContainText(body);
    await memberPage.keyboard.press('Escape');
    await expect(reader).toBeHidden();
    await expect(row).not.toContainText('Non lu');
    await memberPage.reload();
    await expect(memberPage.getByRole('row', { name: subject })).not.toContainText('Non lu');
    await memberContext.close();
  });
});

test('a member leaves the news but still receives the convocations', async ({ page: adminPage, browser }) => {
  test.setTimeout(120_000);
  const nina = await createActiveMember(newPerson('Nina', 'Aubert'));
  const memberContext = await newContext(browser);
  const memberPage = await memberContext.newPage();
  const preview = adminPage.getByRole('region', { name: 'Aperçu des destinataires' });

  await test.step('Nina turns the news off on /profile; the convocations stay on', async () => {
    await signIn(memberPage, nina);
    await memberPage.goto('/profile');
    const card = memberPage.getByRole('region', { name: 'Mes préférences de messages' });
    const news = card.getByRole('switch', { name: "Informations de l'association" });
    await expect(news).toBeChecked();
    await news.setChecked(false);
    await expect(memberPage.getByText('Préférences enregistrées')).toBeVisible();
    await expect(news).not.toBeChecked();
    const statutory = card.getByRole('switch', { name: 'Vie statutaire' });
    await expect(statutory).toBeChecked();
    await expect(statutory).toBeDisabled();
    await memberPage.reload();
    await expect(
      memberPage
        .getByRole('region', { name: 'Mes préférences de messages' })
        .getByRole('switch', { name: "Informations de l'association" }),
    ).not.toBeChecked();
  });

  await test.step('news to Nina alone reach nobody: she is counted apart, and sending is disabled', async () => {
    await signIn(adminPage, ADMIN);
    await startMessage(adminPage, `Informations ${Date.now().toString(36)}`, 'une nouvelle de la saison.');
    const first = adminPage.getByRole('group', { name: 'Filtre 1' });
    await chooseOption(adminPage, first, 'Filtre 1', 'Membres choisis');
    await pickMember(adminPage, first, nina);
    await expect(preview).toContainText('0 destinataire');
    await expect(preview).toContainText('1 membre a choisi de ne pas recevoir cette catégorie');
    await expect(adminPage.getByRole('button', { name: 'Envoyer maintenant' })).toBeDisabled();
    await expect(preview).toContainText(
      'Le seul membre de ces filtres a choisi de ne plus recevoir cette catégorie : le message ne peut pas être envoyé.',
    );
  });

  await test.step('as a convocation (« Vie statutaire »), the same audience reaches her', async () => {
    await adminPage.getByRole('radio', { name: 'Vie statutaire' }).check();
    await expect(preview).toContainText('1 destinataire');
    await expect(adminPage.getByRole('button', { name: 'Envoyer maintenant' })).toBeEnabled();
  });
  await memberContext.close();
});

test('an assembly is convened from its page, and the proof of convocation exported', async ({
  page: adminPage,
}) => {
  test.setTimeout(120_000);
  const camille = await createActiveMember(newPerson('Camille', 'Durand'));
  const preview = adminPage.getByRole('region', { name: 'Aperçu des destinataires' });
  await signIn(adminPage, ADMIN);
  await deleteAllAssemblies(adminPage);
  const assembly = await createAssemblyThroughApi(adminPage, {
    days: 40,
    status: 'a_venir',
    lieu: 'Salle Molière, Lyon',
  });
  const resolution = await adminPage.request.post(`/api/admin/assemblies/${assembly.id}/resolutions`, {
    data: {
      title: 'Cotisation de la saison prochaine',
      body: 'Le bureau propose de porter la cotisation à 10 €.',
      kind: 'approbation',
      majority: 'simple',
      secret: false,
      options: [],
      seats: null,
    },
  });
  expect(resolution.status()).toBe(201);
  const read = await adminPage.request.get(`/api/admin/assemblies/${assembly.id}`);
  expect(read.ok()).toBe(true);
  const { date } = (await read.json()) as { date: string };
  // The reminder's row, named by its subject: the convocation's, of this assembly's day and hour.
  const reminders = adminPage.getByRole('row', {
    name: `Rappel : Convocation à l’assemblée générale ordinaire du ${formatEventDate(date)}`,
    exact: true,
  });
  /** The history's first page, once drawn: its table, or the word of an empty history. */
  const openHistory = async () => {
    await adminPage.goto('/admin/messages');
    await expect(
      adminPage
        .getByRole('table', { name: 'Messages' })
        .or(adminPage.getByText('Aucun message pour le moment.')),
    ).toBeVisible();
  };
  // Earlier runs may have left reminders of an assembly of the same day and hour.
  await openHistory();
  const remindersBefore = await reminders.count();

  await test.step('« Envoyer la convocation » opens the composer written from the assembly', async () => {
    await adminPage.goto('/admin/assemblee-generale');
    const card = adminPage.getByRole('article', { name: `AG du ${assembly.shownDay}` });
    await card.getByRole('link', { name: 'Envoyer la convocation' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/messages\/nouveau\?assemblee=/);
    await expect(adminPage.getByRole('radio', { name: 'Vie statutaire' })).toBeChecked();
    await expect(adminPage.getByRole('textbox', { name: 'Sujet' })).toHaveValue(
      /^Convocation à l’assemblée générale ordinaire du /,
    );
    const body = adminPage.getByRole('textbox', { name: 'Message', exact: true });
    await expect(body).toContainText('Salle Molière, Lyon');
    await expect(body).toContainText('Ordre du jour');
    await expect(body).toContainText('Rapport financier');
    await expect(body).toContainText('Procuration');
    const first = adminPage.getByRole('group', { name: 'Filtre 1' });
    await expect(selectBox(first, 'Filtre 1')).toHaveValue('Convoqués à une assemblée générale');
  });

  await test.step('sent to one convened member with its reminder, it is recorded and exported', async () => {
    // One member of those convened: the other specs' members need no mail from this one.
    await adminPage.getByRole('button', { name: 'Ajouter un filtre' }).click();
    const second = adminPage.getByRole('group', { name: 'Filtre 2' });
    await chooseOption(adminPage, second, 'Filtre 2', 'Membres choisis');
    await pickMember(adminPage, second, camille);
    await expect(preview).toContainText('1 destinataire');
    const since = Date.now();
    await adminPage.getByRole('checkbox', { name: "Envoyer un rappel deux jours avant l'assemblée" }).check();
    await adminPage.getByRole('button', { name: 'Envoyer maintenant' }).click();
    const confirmation = adminPage.getByRole('dialog', { name: 'Envoyer le message' });
    await expect(confirmation).toContainText('Un rappel partira le');
    await confirmation.getByRole('button', { name: 'Envoyer' }).click();
    const progress = adminPage.getByRole('region', { name: "Suivi de l'envoi" });
    await expect(progress.getByLabel('Envoyés : 1')).toBeVisible({ timeout: 30_000 });
    const mail = await waitForMail({
      to: camille.email,
      subject: /^Convocation à l’assemblée générale ordinaire du /,
      since,
    });
    expect(mail.text).toContain('Bonjour Camille,');
    // The order of the day with each resolution's text: members read what they will vote on.
    expect(mail.text).toContain('Résolutions soumises au vote');
    expect(mail.text).toContain('Résolution 1 : Approuvez-vous le bilan moral ?');
    expect(mail.text).toContain('Résolution 3 : Cotisation de la saison prochaine');
    expect(mail.text).toContain('Le bureau propose de porter la cotisation à 10 €.');
    const proof = await download(adminPage, () =>
      progress.getByRole('button', { name: 'Exporter en CSV' }).click(),
    );
    expect(proof.name).toMatch(/\.csv$/);
    expect(proof.text).toContain(camille.email);
  });

  await test.step('the reminder waits in the history, programmed two days before the assembly', async () => {
    await openHistory();
    await expect(reminders).toHaveCount(remindersBefore + 1);
    // Newest first: this run's reminder heads those of the same name.
    const reminder = reminders.first();
    await expect(reminder).toContainText('Programmé');
    await expect(reminder).toContainText(`Prévu le ${formatDate(convocationReminderAt(date))}`);
    await expect(reminder).toContainText('0 / 1');
  });
});
