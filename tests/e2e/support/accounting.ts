import { expect, type Locator, type Page } from '@playwright/test';
import type { Year } from '../../../src/domain/accounting-schemas.ts';
import { ok } from './members.ts';

/** The year of these dates, created through the API unless an earlier attempt left it there. */
export async function ensureYear(page: Page, start_date: string, end_date: string): Promise<Year> {
  const years = await ok<Year[]>(await page.request.get('/api/admin/accounting/years'));
  const found = years.find((year) => year.start_date === start_date);
  if (found) return found;
  return ok<Year>(
    await page.request.post('/api/admin/accounting/years', { data: { label: null, start_date, end_date } }),
  );
}

/** Shows a year's entries: the picker is there once the books hold two years or more. */
export async function showYear(page: Page, label: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Exercice' });
  await expect(page.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible();
  if (await picker.isVisible()) {
    await picker.click();
    await page.getByRole('option', { name: new RegExp(`^${label}( \\(clôturé\\))?$`) }).click();
  }
}

/** Picks an account in a searched account field: typed, then chosen among the server's answers. */
export async function chooseAccount(page: Page, field: Locator, code: string): Promise<void> {
  await field.fill(code);
  await page
    .getByRole('option', { name: new RegExp(`^${code} `) })
    .first()
    .click();
}

/** Types a French date into a date field and leaves it, so that it is read. */
export async function typeDate(field: Locator, date: string): Promise<void> {
  await field.fill(date);
  await field.press('Tab');
}
