import { expect, type Page } from '@playwright/test';
import { readLastCode } from './mailbox.ts';
import type { Person } from './people.ts';
import { LOGIN_URL } from './urls.ts';

type Credentials = Pick<Person, 'email' | 'password'>;

/** Step 1 on the sign-in page already shown: email and password, then 'Se connecter'. */
export async function submitCredentials(page: Page, person: Credentials): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Step 1, up to the code field; returns the code the app mailed. Every test that asks for a
 * code waits for its mail, so a late mail never passes for the next sign-in's code.
 */
export async function startSignIn(page: Page, person: Credentials): Promise<string> {
  const since = Date.now();
  await submitCredentials(page, person);
  await expect(page.getByRole('textbox', { name: 'Code de vérification' })).toBeVisible();
  return readLastCode(person.email, since);
}

/** Both steps of sign-in on the sign-in page already shown (maybe after a member page sent us there). */
export async function completeSignIn(page: Page, person: Credentials): Promise<void> {
  const code = await startSignIn(page, person);
  await page.getByRole('textbox', { name: 'Code de vérification' }).fill(code);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens /login and signs in with password and mailed code. */
export async function signIn(page: Page, person: Credentials): Promise<void> {
  await page.goto('/login');
  await completeSignIn(page, person);
}

/** The footer's 'Déconnexion' button, from any page of the member or admin area. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}
