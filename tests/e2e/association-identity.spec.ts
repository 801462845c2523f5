import { associationSettings } from '../../src/server/db/schema.ts';
import { TINY_PNG } from '../../src/server/testing/members-factories.ts';
import { withAppDatabase } from './support/app-database.ts';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { ok } from './support/members.ts';
import { ADMIN } from './support/people.ts';

const SETUP_HEADING = 'Bienvenue : présentez votre association';
const headerLogo = (page: Page) => page.getByRole('banner').locator('img[src^="/api/association/logo/"]');

/** The first sign-in step asked again, as on a new installation (other specs may have answered it). */
const askSetupAgain = () =>
  withAppDatabase((db) => db.update(associationSettings).set({ setup_done_at: null }));

test('the first administrator names the association on first sign-in, then gives it a logo', async ({
  page,
}) => {
  await askSetupAgain();
  await signIn(page, ADMIN);
  await page.goto('/admin');
  const setup = page.getByRole('region', { name: SETUP_HEADING });
  const nameField = setup.getByRole('textbox', { name: "Nom de l'association" });
  await expect(nameField).toBeVisible();
  // The other specs share the settings (name, season): they are put back as found.
  const found = await ok<object>(await page.request.get('/api/admin/settings'));
  await expectNoAxeViolations(page, '/admin (premiers pas)');
  try {
    await test.step('an empty name is refused beside its field', async () => {
      await nameField.fill('');
      await setup.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(nameField).toHaveAccessibleDescription(/Ce champ est requis/);
    });

    await test.step('the name and a season saved: the header shows it, the step is gone for good', async () => {
      await nameField.fill('Chorale des Tilleuls');
      await setup.getByRole('textbox', { name: 'Adresse' }).fill('4 allée des Tilleuls\n82000 Montauban');
      await setup.getByRole('radio', { name: 'Une saison fixe' }).check();
      await setup.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Association enregistrée')).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Chorale des Tilleuls');
      await expect(page.getByRole('heading', { name: SETUP_HEADING })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('banner')).toContainText('Chorale des Tilleuls');
      await expect(page.getByRole('heading', { name: SETUP_HEADING })).toHaveCount(0);
    });

    await test.step('the settings page holds what was typed', async () => {
      await page.getByRole('link', { name: 'Paramètres', exact: true }).click();
      await expect(page.getByRole('textbox', { name: "Nom de l'association" })).toHaveValue(
        'Chorale des Tilleuls',
      );
      await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue(
        '4 allée des Tilleuls\n82000 Montauban',
      );
    });

    const logo = page.getByRole('region', { name: 'Logo' });
    await test.step('a page renamed logo.png is refused beside the field', async () => {
      await logo.locator('input[type="file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html><body>pas une image</body></html>'),
      });
      await expect(logo.getByText('Le logo doit être une image PNG, JPEG ou SVG')).toBeVisible();
      await expect(headerLogo(page)).toHaveCount(0);
    });

    await test.step('a PNG logo uploaded: shown in the settings and in the header', async () => {
      await logo.locator('input[type="file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await expect(page.getByText('Logo enregistré')).toBeVisible();
      await expect(logo.getByRole('img', { name: 'Logo de l’association' })).toBeVisible();
      await expect(headerLogo(page)).toBeVisible();
      await expectNoAxeViolations(page, '/admin/parametres (logo)');
    });

    await test.step('the sign-in page shows it too', async () => {
      const visitor = await page.context().browser()?.newPage();
      if (!visitor) throw new Error('no browser');
      try {
        await visitor.goto(new URL('/login', page.url()).toString());
        await expect(visitor.locator('main img[src^="/api/association/logo/"]')).toBeVisible();
      } finally {
        await visitor.close();
      }
    });

    await test.step('removed after confirmation: the name alone again', async () => {
      await logo.getByRole('button', { name: 'Retirer le logo' }).click();
      await page
        .getByRole('dialog', { name: 'Retirer le logo' })
        .getByRole('button', { name: 'Retirer' })
        .click();
      await expect(page.getByText('Logo retiré')).toBeVisible();
      await expect(headerLogo(page)).toHaveCount(0);
      await expect(logo.getByText('Aucun logo : le nom de l’association est montré seul.')).toBeVisible();
    });
  } finally {
    await ok(await page.request.put('/api/admin/settings', { data: found }));
  }
});
