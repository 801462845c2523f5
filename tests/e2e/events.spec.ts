import { readFile } from 'node:fs/promises';
import { signIn, signOut } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

/** 'YYYY-MM-DDTHH:mm' for the date-time field, `days` from now at 18:30 (the browser runs in Paris time). */
function dateTimeField(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

async function openEvents(page: Page, search: string) {
  await page.goto('/evenements');
  await page.getByRole('textbox', { name: 'Rechercher un événement' }).fill(search);
}

test('members register to an event until it is full, and download its calendar file', async ({ page }) => {
  test.setTimeout(120_000);
  // One after the other: each validation signs the admin in with a mailed code.
  const lucie = await createActiveMember(newPerson('Lucie', 'Moreau'));
  const paul = await createActiveMember(newPerson('Paul', 'Girard'));
  const nina = await createActiveMember(newPerson('Nina', 'Aubert'));
  const stamp = Date.now();
  const titre = `Café souvenirs ${stamp}`;
  const finished = `Atelier passé ${stamp}`;
  const card = page.getByRole('article', { name: titre });

  await test.step('the admin adds an event of two places, the form’s rules first checked', async () => {
    await signIn(page, ADMIN);
    await page.goto('/evenements');
    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le titre est obligatoire')).toBeVisible();
    await expect(dialog.getByText('La description est obligatoire')).toBeVisible();
    await expect(dialog.getByText('La date et l’heure sont obligatoires')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Titre' }).fill(titre);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Apportez une photo ancienne.');
    await dialog.getByLabel('Date et heure').fill(dateTimeField(10));
    await dialog.getByRole('textbox', { name: 'Lieu' }).fill('Médiathèque');
    await dialog.getByRole('textbox', { name: 'Nombre de places' }).fill('2');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Événement ajouté !')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('2 places restantes');

    // A finished event, as the admin would have recorded it.
    const past = await page.request.post('/api/events', {
      data: {
        titre: finished,
        description: `Souvenirs d’enfance ${stamp}`,
        date: new Date(Date.now() - 86_400_000).toISOString(),
        lieu: null,
        places_max: null,
      },
    });
    expect(past.status()).toBe(201);
    await signOut(page);
  });

  await test.step('Lucie registers, is mailed, and downloads the .ics named after the title', async () => {
    await signIn(page, lucie);
    await openEvents(page, String(stamp));
    await card.getByRole('button', { name: "S'inscrire" }).click();
    await expect(card).toContainText('Inscrit');
    await expect(card).toContainText('1 place restante');
    const mail = await waitForMail({
      to: lucie.email,
      subject: new RegExp(`^Inscription confirmée : ${titre}$`),
    });
    expect(mail.text).toContain('Bonjour Lucie,');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Ajouter au calendrier' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${titre}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain(`SUMMARY:${titre}`);
    expect(ics).toContain('DURATION:PT2H');
  });

  await test.step('the finished event is listed apart, under "Événements passés", without buttons', async () => {
    const upcoming = page.getByRole('region', { name: 'Événements à venir' });
    const pastEvents = page.getByRole('region', { name: 'Événements passés' });
    await expect(upcoming.getByRole('article', { name: titre })).toBeVisible();
    await expect(upcoming.getByRole('article', { name: finished })).toHaveCount(0);
    const past = pastEvents.getByRole('article', { name: finished });
    await expect(past).toContainText('Événement terminé');
    await expect(past.getByRole('button')).toHaveCount(0);
    await signOut(page);
  });

  await test.step('Paul takes the last place: the event is full', async () => {
    await signIn(page, paul);
    await openEvents(page, titre);
    await card.getByRole('button', { name: "S'inscrire" }).click();
    await expect(card).toContainText('Complet');
    await expect(card.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
    await signOut(page);
  });

  await test.step('Nina finds it full, and the server refuses her too', async () => {
    await signIn(page, nina);
    await openEvents(page, titre);
    await expect(card).toContainText('Complet');
    await expect(card.getByRole('button', { name: "S'inscrire" })).toBeDisabled();
    const listed = await page.request.get(`/api/events?search=${encodeURIComponent(titre)}`);
    const id = (await listed.json()).items.find((event: { titre: string }) => event.titre === titre).id;
    const refused = await page.request.post(`/api/events/${id}/registration`);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toBe('Cet événement est complet');
    await signOut(page);
  });

  await test.step('the admin sees both participants, then deletes the event after confirming', async () => {
    await signIn(page, ADMIN);
    await openEvents(page, titre);
    await card.getByRole('button', { name: 'Participants (2)' }).click();
    const participants = page.getByRole('dialog', { name: `Participants — ${titre}` });
    await expect(participants.getByRole('row')).toHaveCount(3);
    await expect(participants.getByRole('row').nth(1)).toContainText(`Girard${paul.prenom}${paul.email}`);
    await expect(participants.getByRole('row').nth(2)).toContainText(`Moreau${lucie.prenom}${lucie.email}`);
    await participants.getByRole('button', { name: 'Fermer la fenêtre' }).click();

    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: "Supprimer l'événement" });
    await expect(confirm).toContainText(`Êtes-vous sûr de vouloir supprimer l'événement « ${titre} » ?`);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Événement supprimé !')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});

test('an image refused at creation keeps the saved event open for a new try, then edits work', async ({
  page,
}) => {
  const titre = `Pique-nique ${Date.now()}`;
  const card = page.getByRole('article', { name: titre });
  await signIn(page, ADMIN);
  await page.goto('/evenements');
  await page.getByRole('button', { name: 'Ajouter un événement' }).click();

  const creating = page.getByRole('dialog', { name: 'Ajouter un événement' });
  await creating.getByRole('textbox', { name: 'Titre' }).fill(titre);
  await creating.getByRole('textbox', { name: 'Description' }).fill('Au parc');
  await creating.getByLabel('Date et heure').fill(dateTimeField(5));
  await creating.locator('input[type="file"]').setInputFiles({
    name: 'affiche.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await creating.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Seules les images JPEG, PNG, WebP ou GIF sont acceptées')).toBeVisible();

  // The event exists: the same window now edits it, with everything typed kept.
  const editing = page.getByRole('dialog', { name: "Modifier l'événement" });
  await expect(editing.getByRole('textbox', { name: 'Titre' })).toHaveValue(titre);
  await expect(card).toContainText('Places illimitées');
  await editing.getByRole('textbox', { name: 'Lieu' }).fill('Parc de la Tête d’Or');
  await editing.locator('input[type="file"]').setInputFiles({
    name: 'affiche.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await editing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Événement modifié !')).toBeVisible();
  await expect(editing).toBeHidden();
  await expect(card).toContainText('Parc de la Tête d’Or');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/files\/public\/evenements\//);
  await expect(page.getByRole('article', { name: titre })).toHaveCount(1);
});

test('the coming events come first, the soonest on top; the past ones below, the latest on top', async ({
  page,
}) => {
  const stamp = Date.now();
  const titled = (name: string) => `${name} ${stamp}`;
  await signIn(page, ADMIN);
  // Created in a jumbled order, as an administrator may record them.
  for (const [name, days] of [
    ['Conte lointain', 20],
    ['Souvenir ancien', -30],
    ['Conte prochain', 5],
    ['Souvenir récent', -3],
  ] as const) {
    const created = await page.request.post('/api/events', {
      data: {
        titre: titled(name),
        description: 'Ordre des événements',
        date: new Date(Date.now() + days * 86_400_000).toISOString(),
        lieu: null,
        places_max: null,
      },
    });
    expect(created.status()).toBe(201);
  }

  await openEvents(page, String(stamp));
  const upcoming = page.getByRole('region', { name: 'Événements à venir' });
  const past = page.getByRole('region', { name: 'Événements passés' });
  const titlesIn = (section: typeof upcoming) =>
    section.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  await expect.poll(() => titlesIn(upcoming)).toEqual([titled('Conte prochain'), titled('Conte lointain')]);
  await expect.poll(() => titlesIn(past)).toEqual([titled('Souvenir récent'), titled('Souvenir ancien')]);
  await expect(past.getByRole('article').first()).toContainText('Événement terminé');

  const upcomingTop = (await upcoming.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const pastTop = (await past.boundingBox())?.y ?? Number.NEGATIVE_INFINITY;
  expect(upcomingTop).toBeLessThan(pastTop);
});
