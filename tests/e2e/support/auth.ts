import { expect, type Page } from '@playwright/test';
import { readLastCode } from './mailbox.ts';
import type { Person } from './people.ts';

/** Step 1 on the sign-in page already shown: email and password, then 'Se connecter'. */
export async function submitCredentials(
  page: Page,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Both steps of sign-in on the page already shown (the sign-in page, or a page that sent us
 * there): password, then the code read from the mail the app sends.
 */
export async function completeSignIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  const since = Date.now();
  await submitCredentials(page, person);
  const codeField = page.getByLabel('Code de vérification');
  await expect(codeField).toBeVisible();
  await codeField.fill(await readLastCode(person.email, since));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens /login and signs in with password and mailed code. */
export async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await completeSignIn(page, person);
}

/** The footer's 'Déconnexion' button, from any page of the member or admin area. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}
