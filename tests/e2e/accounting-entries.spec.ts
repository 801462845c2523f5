import type { Page } from '@playwright/test';
import { TINY_PNG } from '../../src/server/testing/members-factories.ts';
import { chooseAccount, ensureYear, showYear, typeDate } from './support/accounting.ts';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-5);
// A year of its own, far from the days other specs write: its entries are this spec's alone.
const YEAR = { start: '1998-01-01', end: '1998-12-31', label: '1998' };

const entryRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });

test.describe('the books: entries typed by the treasurer (/admin/comptabilite)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
    await ensureYear(page, YEAR.start, YEAR.end);
  });

  test('an expense with its receipt is recorded, edited and deleted; bad input is refused beside the field', async ({
    page,
  }) => {
    const label = `Peinture du local ${suffix}`;
    await page.goto('/admin/comptabilite');
    await showYear(page, YEAR.label);

    let piece = '';
    await test.step('a 120,50 € expense with a photo of the receipt', async () => {
      await page.getByRole('button', { name: 'Nouvelle dépense' }).click();
      const form = page.getByRole('dialog', { name: 'Nouvelle dépense' });
      await typeDate(form.getByRole('textbox', { name: 'Date' }), '14/03/1998');
      await expect(form.getByRole('textbox', { name: 'N° de pièce' })).toHaveValue(/^\d+$/);
      await form.getByRole('textbox', { name: 'Libellé' }).fill(label);
      await form.getByRole('textbox', { name: 'Montant' }).fill('120,50');
      await chooseAccount(page, form.getByRole('combobox', { name: 'Nature' }), '6063');
      await chooseAccount(page, form.getByRole('combobox', { name: 'Banque ou caisse' }), '512');
      await form.locator('input[type="file"]').setInputFiles({
        name: 'ticket.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await expectNoAxeViolations(page, '/admin/comptabilite (nouvelle dépense)');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      const saved = page.getByText(/^Écriture n° \d+ enregistrée$/);
      await expect(saved).toBeVisible();
      piece = /\d+/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
      await expect(form).toBeHidden();
    });

    const row = entryRow(page, `Dépense n° ${piece} du 14/03/1998`);
    await test.step('the list shows it, its amount in euros and its paperclip', async () => {
      await expect(row).toContainText(label);
      await expect(row).toContainText('120,50 €');
      await expect(row).toContainText('6063 Fournitures d’entretien');
      await expect(row.getByRole('img', { name: 'Justificatif joint' })).toBeVisible();
      await expectNoAxeViolations(page, '/admin/comptabilite');
    });

    await test.step('edited: the amount changes, the receipt stays', async () => {
      await row.getByRole('button', { name: `Modifier Dépense n° ${piece} du 14/03/1998` }).click();
      const form = page.getByRole('dialog', { name: `Dépense n° ${piece}` });
      await expect(form.getByText('ticket.png')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Voir le justificatif' })).toBeVisible();
      await form.getByRole('textbox', { name: 'Montant' }).fill('130');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(`Écriture n° ${piece} modifiée`)).toBeVisible();
      await expect(row).toContainText('130,00 €');
      await expect(row.getByRole('img', { name: 'Justificatif joint' })).toBeVisible();
    });

    await test.step('an unbalanced advanced entry is refused with the gap told', async () => {
      await page.getByRole('button', { name: 'Écriture avancée' }).click();
      const form = page.getByRole('dialog', { name: 'Écriture avancée' });
      await typeDate(form.getByRole('textbox', { name: 'Date' }), '15/03/1998');
      await form.getByRole('textbox', { name: 'Libellé', exact: true }).fill(`Remboursement ${suffix}`);
      const first = form.getByRole('group', { name: 'Ligne 1' });
      const second = form.getByRole('group', { name: 'Ligne 2' });
      await chooseAccount(page, first.getByRole('combobox', { name: 'Compte' }), '6063');
      await first.getByRole('textbox', { name: 'Débit' }).fill('100');
      await chooseAccount(page, second.getByRole('combobox', { name: 'Compte' }), '512');
      await second.getByRole('textbox', { name: 'Crédit' }).fill('80');
      await expect(form.getByText('Écart : 20,00 €')).toBeVisible();
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        form
          .getByRole('alert')
          .filter({ hasText: 'L’écriture n’est pas équilibrée : débit 100,00 €, crédit 80,00 €.' }),
      ).toBeVisible();
      await form.getByRole('button', { name: 'Annuler' }).click();
      await expect(form).toBeHidden();
    });

    await test.step('a zero amount and a piece number taken twice are refused beside their fields', async () => {
      await page.getByRole('button', { name: 'Nouvelle recette' }).click();
      const form = page.getByRole('dialog', { name: 'Nouvelle recette' });
      await typeDate(form.getByRole('textbox', { name: 'Date' }), '16/03/1998');
      await form.getByRole('textbox', { name: 'Libellé' }).fill(`Vente de gâteaux ${suffix}`);
      await form.getByRole('textbox', { name: 'Montant' }).fill('0');
      await chooseAccount(page, form.getByRole('combobox', { name: 'Nature' }), '706');
      await chooseAccount(page, form.getByRole('combobox', { name: 'Banque ou caisse' }), '530');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(form.getByRole('textbox', { name: 'Montant' })).toHaveAccessibleDescription(
        /Le montant doit être supérieur à zéro\./,
      );
      await form.getByRole('textbox', { name: 'Montant' }).fill('35');
      // The server alone knows the numbers taken.
      await form.getByRole('textbox', { name: 'N° de pièce' }).fill(piece);
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(form.getByRole('textbox', { name: 'N° de pièce' })).toHaveAccessibleDescription(
        /Ce numéro de pièce est déjà pris pour cet exercice\./,
      );
      await form.getByRole('button', { name: 'Annuler' }).click();
      await expect(form).toBeHidden();
    });

    await test.step('deleted after confirmation, with its receipt', async () => {
      await row.getByRole('button', { name: `Supprimer Dépense n° ${piece} du 14/03/1998` }).click();
      const confirm = page.getByRole('dialog', { name: 'Supprimer cette écriture ?' });
      await expect(confirm).toContainText('avec son justificatif');
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText(`Écriture n° ${piece} supprimée`)).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });

  test.afterAll(async ({ browser }) => {
    // The year goes once empty, so that the books' other spec finds only its own years open.
    const page = await browser.newPage();
    await signIn(page, ADMIN);
    const year = await ensureYear(page, YEAR.start, YEAR.end);
    if (year.entry_count === 0) await page.request.delete(`/api/admin/accounting/years/${year.id}`);
    await page.close();
  });
});
