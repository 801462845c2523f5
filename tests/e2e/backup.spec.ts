import { readFile } from 'node:fs/promises';
import { readZipEntries } from '../../src/server/testing/zip-entries.ts';
import { signIn } from './support/auth.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

const backupSection = (page: Page) => page.getByRole('region', { name: 'Sauvegardes' });

async function saveBackupSettings(page: Page, enabled: boolean, kept: string) {
  const section = backupSection(page);
  const automatic = section.getByRole('switch', { name: 'Sauvegarde automatique chaque nuit' });
  await automatic.setChecked(enabled);
  await section.getByRole('textbox', { name: 'Sauvegardes conservées' }).fill(kept);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
}

test('the administrator downloads a backup and sets the nightly backups on the settings page', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/parametres');
  const section = backupSection(page);

  await test.step('the archive holds the database and its manifest', async () => {
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Télécharger une sauvegarde' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sauvegarde-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await readZipEntries(await readFile(await download.path()));
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    expect(manifest.tables.users).toBeGreaterThan(0);
    expect(entries.get('data/users.jsonl')?.toString()).toContain(ADMIN.email);
    // The page stays where it was: the archive went to the downloads.
    await expect(page).toHaveURL(/\/admin\/parametres$/);
  });

  await test.step('an address opened as a link builds no archive', async () => {
    const opened = await page.request.get('/api/admin/backup');
    expect(opened.status()).toBe(404);
    expect(opened.headers()['content-type']).not.toBe('application/zip');
  });

  try {
    await test.step('a number of backups kept out of bounds is said beside its field', async () => {
      await saveBackupSettings(page, true, '0');
      await expect(section.getByText('Une sauvegarde au moins')).toBeVisible();
    });

    await test.step('the nightly backups are turned on, keeping two weeks', async () => {
      await saveBackupSettings(page, true, '14');
      await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
      await page.reload();
      await expect(
        backupSection(page).getByRole('switch', { name: 'Sauvegarde automatique chaque nuit' }),
      ).toBeChecked();
      await expect(backupSection(page).getByRole('textbox', { name: 'Sauvegardes conservées' })).toHaveValue(
        '14',
      );
    });
  } finally {
    await saveBackupSettings(page, false, '7');
    await expect(page.getByText('Paramètres enregistrés').first()).toBeVisible();
  }
});
