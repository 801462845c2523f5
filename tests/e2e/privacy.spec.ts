import { readFile } from 'node:fs/promises';
import { signIn, signOut, submitCredentials } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('a member downloads their data and asks for their account to be erased; an administrator erases it', async ({
  page,
}) => {
  // Three sign-ins, each waiting for its mailed code.
  test.setTimeout(120_000);
  const member = await createActiveMember(newPerson('Hortense', 'Oubli'));
  await signIn(page, member);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Mes données personnelles' });

  const photo = await test.step('the member puts up a profile photo', async () => {
    const avatar = page.getByRole('region', { name: 'Photo de profil' });
    await avatar.locator('input[type="file"]').setInputFiles({
      name: 'moi.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    const image = avatar.getByRole('img', { name: 'Hortense Oubli' });
    await expect(image).toHaveAttribute('src', /\/api\/files\/public\/avatars\//);
    const src = (await image.getAttribute('src')) ?? '';
    expect((await page.request.get(src)).status()).toBe(200);
    return src;
  });

  await test.step('the data comes as a ZIP named after the day', async () => {
    const started = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Télécharger mes données' }).click();
    const file = await started;
    expect(file.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await file.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.toString('latin1')).toContain('donnees.json');
    expect(zip.toString('latin1')).toContain('fichiers/photo-de-profil.png');
  });

  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await test.step('a wrong password is refused beside its field', async () => {
    await card.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, '/profile, Supprimer mon compte');
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Demander la suppression' }).click();
    await expect(dialog.getByText('Mot de passe incorrect')).toBeVisible();
  });

  await test.step('with the password, the request is recorded and confirmed by mail', async () => {
    const since = Date.now();
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill(member.password);
    await dialog.getByRole('button', { name: 'Demander la suppression' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/supprimera votre compte au plus tard le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Annuler ma demande' })).toBeVisible();
    await waitForMail({ to: member.email, subject: /^Votre demande de suppression de compte$/, since });
  });
  await signOut(page);

  await test.step('an administrator finds the request and erases the account', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Suppressions de compte' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demandes de suppression de compte' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.email);
    const request = page.getByRole('article', { name: 'Hortense Oubli' });
    await expect(request).toContainText(member.email);
    await expectNoAxeViolations(page, '/admin/effacements');
    await request.getByRole('button', { name: 'Effacer le compte' }).click();
    await page
      .getByRole('dialog', { name: 'Effacer ce compte' })
      .getByRole('button', { name: 'Effacer' })
      .click();
    await expect(page.getByText('Compte effacé')).toBeVisible();
    await expect(request).toHaveCount(0);
    await expect(page.getByText('Aucune demande ne correspond à la recherche.')).toBeVisible();
  });

  await test.step('the photo went with the account', async () => {
    expect((await page.request.get(photo)).status()).toBe(404);
  });
  await signOut(page);

  await test.step('the member can no longer sign in', async () => {
    await page.goto('/login');
    await submitCredentials(page, member);
    await expect(page.locator('form').getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the last administrator is told, beside the button, why their account cannot be erased', async ({
  page,
}) => {
  // The global setup's administrator is the only one: nobody else could run the association.
  await signIn(page, ADMIN);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Mes données personnelles' });
  await card.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Demander la suppression' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Vous êtes le dernier administrateur actif : nommez d’abord un autre administrateur.',
  );
  await expectNoAxeViolations(page, '/profile, dernier administrateur');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Supprimer mon compte' })).toBeVisible();
  await expect(card.getByText(/supprimera votre compte au plus tard/)).toHaveCount(0);
});
