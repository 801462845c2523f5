import { readFileSync } from 'node:fs';
import { submitCredentials } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

/**
 * The newcomer's app of the global setup: started as on a fresh clone, by an `npm start` that
 * had to build the web app first, without an SMTP server.
 */
function firstRunApp(): { url: string; logFile: string } {
  const url = process.env.E2E_FIRST_RUN_URL;
  const logFile = process.env.E2E_FIRST_RUN_LOG;
  if (!url || !logFile)
    throw new Error('E2E_FIRST_RUN_URL is not set: run the tests through the Playwright config');
  return { url, logFile };
}

/** The messages of the log's JSON lines, beside the build's own lines. */
function logMessages(logFile: string): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const { msg } = JSON.parse(line) as { msg?: unknown };
        return typeof msg === 'string' ? [msg] : [];
      } catch {
        return [];
      }
    });
}

/** The sign-in codes that the log shows mailed to the (partly hidden) address. */
const codesInLog = (logFile: string, maskedAddress: string) =>
  logMessages(logFile)
    .filter((message) => message.includes(`À : ${maskedAddress}\n`))
    .flatMap((message) => /Objet : Votre code de connexion : (\d{6})/.exec(message)?.[1] ?? []);

test.describe('the first start of a fresh clone', () => {
  test('builds the app, then runs outside production and prints the sign-in code for the newcomer', async ({
    page,
  }) => {
    const { url, logFile } = firstRunApp();
    const started = readFileSync(logFile, 'utf8');
    expect(started).toContain("Construction de l'application web…");
    expect(started).not.toContain('Paiement simulé en production');

    await page.goto(`${url}/login`);
    await submitCredentials(page, ADMIN);
    await expect(page.getByRole('textbox', { name: 'Code de vérification' })).toBeVisible();
    const masked = `${ADMIN.email.slice(0, 1)}•••${ADMIN.email.slice(ADMIN.email.indexOf('@'))}`;
    await expect
      .poll(() => codesInLog(logFile, masked), { message: 'le code dans le journal' })
      .toHaveLength(1);
    const [code] = codesInLog(logFile, masked);

    await page.getByRole('textbox', { name: 'Code de vérification' }).fill(code ?? '');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  });
});
