import { readFile } from 'node:fs/promises';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { signIn, signOut } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { recordGift, turnReceiptsOff, turnReceiptsOn } from './support/donations.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

// A year already over, far enough back that no other spec gives in it.
const DEMO_YEAR = new Date().getFullYear() - 3;

test.afterAll(turnReceiptsOff);

test('the treasurer issues the annual receipts of a past year, reads the declaration, cancels one; a member downloads theirs', async ({
  page,
}) => {
  await turnReceiptsOn();
  const member = await createActiveMember(newPerson('Odile', `Genereuse${Date.now().toString(36)}`));
  const outsider = newPerson('Yves', `Donateur${Date.now().toString(36)}`);
  await recordGift(member, { amount_cents: 5000, donated_on: `${DEMO_YEAR}-03-10`, member: true });
  await recordGift(member, { amount_cents: 3000, donated_on: `${DEMO_YEAR}-10-05`, member: true });
  await recordGift(outsider, { amount_cents: 12_000, donated_on: `${DEMO_YEAR}-06-21` });

  await signIn(page, ADMIN);
  await page.goto('/admin/dons/recus');
  await expect(page.getByRole('heading', { name: 'Reçus fiscaux' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Année des dons' }).click();
  await page.getByRole('option', { name: String(DEMO_YEAR), exact: true }).click();
  await page.getByRole('button', { name: 'Émettre les reçus annuels' }).click();
  const result = page.getByRole('alert').filter({ hasText: `Reçus annuels ${DEMO_YEAR}` });
  await expect(result).toContainText('2 reçu(s) émis maintenant');

  // Twice: nothing more, the same receipts.
  await page.getByRole('button', { name: 'Émettre les reçus annuels' }).click();
  await expect(result).toContainText('0 reçu(s) émis maintenant');
  await expect(result).toContainText('2 reçu(s) annuel(s) valide(s)');
  await expect(result).toContainText('200,00');

  const declaration = page.getByLabel(/^Déclaration \d{4}$/);
  await expect(declaration).toContainText('Total des reçus valides');
  await expect(declaration).toContainText('reçu(s)');
  await expectNoAxeViolations(page, '/admin/dons/recus');

  await page.getByRole('textbox', { name: 'Rechercher' }).fill(outsider.nom);
  const row = page.getByRole('row').filter({ hasText: outsider.nom });
  await expect(row).toContainText('120,00');
  await expect(row).toContainText('Valide');
  await row.getByRole('button', { name: /^Annuler le reçu/ }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Annuler le reçu' }).click();
  await expect(modal.getByText('Indiquez le motif de l’annulation')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Motif de l’annulation' }).fill('Don enregistré deux fois');
  await modal.getByRole('button', { name: 'Annuler le reçu' }).click();
  await expect(modal).toBeHidden();
  await expect(row).toContainText('Annulé');
  await expect(row).toContainText('Don enregistré deux fois');

  await signOut(page);
  await signIn(page, member);
  await page.goto('/mes-dons');
  await expect(page.getByRole('heading', { name: 'Mes dons' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/don');
  await expectNoAxeViolations(page, '/mes-dons');
  const started = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /^Télécharger le reçu n° / })
    .first()
    .click();
  const file = await started;
  const text = await pdfText(await readFile(await file.path()));
  expect(text).toContain('quatre-vingts euros');
  expect(text).toContain(`du 10/03/${DEMO_YEAR} au 05/10/${DEMO_YEAR}`);
});
