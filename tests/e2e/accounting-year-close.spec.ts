import type { Entry } from '../../src/domain/accounting-entry-schemas.ts';
import type { AccountPage } from '../../src/domain/accounting-schemas.ts';
import { ensureYear, showYear } from './support/accounting.ts';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ok } from './support/members.ts';
import { ADMIN } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-5);
// Two seasons of their own, long past, that no other spec writes in.
const CLOSED = { start: '1995-09-01', end: '1996-08-31', label: '1995-1996' };
const NEXT = { start: '1996-09-01', end: '1997-08-31', label: '1996-1997' };

test.describe('closing a financial year (/admin/comptabilite/exercices)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('the next year created, the current one closed after confirmation: its result carried, its entries read-only', async ({
    page,
  }) => {
    await ensureYear(page, CLOSED.start, CLOSED.end);
    const accountId = async (code: string) => {
      const chart = await ok<AccountPage>(
        await page.request.get(`/api/admin/accounting/accounts?search=${code}&pageSize=5`),
      );
      const account = chart.items.find((candidate) => candidate.code === code);
      if (!account) throw new Error(`compte ${code} absent`);
      return account.id;
    };
    // The season's takings, typed earlier: a fee of 250 € paid into the bank.
    const fee = await ok<Entry>(
      await page.request.post('/api/admin/accounting/entries', {
        data: {
          kind: 'recette',
          date: '1996-02-10',
          label: `Cotisations de février ${suffix}`,
          amount_cents: 25_000,
          nature_account_id: await accountId('756'),
          treasury_account_id: await accountId('512'),
        },
      }),
    );

    await page.goto('/admin/comptabilite/exercices');
    await test.step('without the next year, the closing says so first', async () => {
      await page
        .getByRole('row', { name: `Exercice ${CLOSED.label}` })
        .getByRole('button', { name: 'Clôturer' })
        .click();
      const confirm = page.getByRole('dialog', { name: `Clôturer l’exercice ${CLOSED.label} ?` });
      await expect(confirm).toContainText('Créez d’abord l’exercice suivant, qui commence le 01/09/1996.');
      await confirm.getByRole('button', { name: 'Annuler' }).click();
    });

    await test.step('the next season created from its preset', async () => {
      await page.getByRole('button', { name: 'Nouvel exercice' }).click();
      const form = page.getByRole('dialog', { name: 'Nouvel exercice' });
      await form.getByText('1er septembre – 31 août').click();
      await expect(form.getByRole('textbox', { name: 'Début' })).toHaveValue('01/09/1996');
      await expect(form.getByRole('textbox', { name: 'Fin' })).toHaveValue('31/08/1997');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(`Exercice ${NEXT.label} créé`)).toBeVisible();
    });

    await test.step('closed after a confirmation that tells what follows', async () => {
      const row = page.getByRole('row', { name: `Exercice ${CLOSED.label}` });
      await row.getByRole('button', { name: 'Clôturer' }).click();
      const confirm = page.getByRole('dialog', { name: `Clôturer l’exercice ${CLOSED.label} ?` });
      await expect(confirm).toContainText(`reportés dans l’exercice ${NEXT.label}`);
      await expect(confirm).toContainText('Cette clôture est définitive.');
      await expectNoAxeViolations(page, '/admin/comptabilite/exercices (clôture)');
      await confirm.getByRole('button', { name: 'Clôturer' }).click();
      await expect(page.getByText(`Exercice ${CLOSED.label} clôturé : excédent de 250,00 €`)).toBeVisible();
      await expect(row).toContainText('Clôturé');
      await expect(row).toContainText('Excédent de 250,00 €');
      await expect(row.getByRole('button', { name: 'Clôturer' })).toHaveCount(0);
      await expectNoAxeViolations(page, '/admin/comptabilite/exercices');
    });

    await test.step('the next year opens with the report à nouveau', async () => {
      await page.goto('/admin/comptabilite');
      await showYear(page, NEXT.label);
      const opening = page.getByRole('row', { name: /^Report à nouveau n° 0 du 01\/09\/1996/ });
      await expect(opening).toContainText('512 Banque');
      await expect(opening).toContainText('120 Résultat de l’exercice (excédent)');
      await expect(opening).toContainText('250,00 €');
    });

    await test.step('the closed year’s entries are read-only', async () => {
      await showYear(page, CLOSED.label);
      await expect(page.getByText('Exercice clôturé')).toBeVisible();
      const row = page.getByRole('row', { name: `Recette n° ${fee.piece_number} du 10/02/1996` });
      await expect(row).toContainText(`Cotisations de février ${suffix}`);
      await expect(row.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Nouvelle dépense' })).toHaveCount(0);
    });
  });
});
