import { readFile } from 'node:fs/promises';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { recordMembershipsThroughApi } from './support/payments.ts';
import { ADMIN, newPerson } from './support/people.ts';

test('a member downloads the certificate of her paid membership from /adhesion', async ({ page }) => {
  const member = await createActiveMember({
    ...newPerson('Helene', 'Lefevre'),
    prenom: 'Hélène',
    nom: 'Lefèvre',
  });
  await signIn(page, member);
  await page.goto('/adhesion');
  const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
  const started = page.waitForEvent('download');
  await history.getByRole('button', { name: /^Attestation de l'adhésion Membre Ordinaire du/ }).click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(/^attestation-adhesion-\d{4}-\d{4}\.pdf$/);
  const content = await readFile(await file.path());
  expect(content.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, '/adhesion');
});

test('the treasurer filters the payments by period and mode, reads the totals and exports them', async ({
  page,
}) => {
  const member = await createMemberWithoutMembership({
    ...newPerson('Gaelle', 'Tresor'),
    prenom: 'Gaëlle',
    nom: 'Trésor',
  });
  await recordMembershipsThroughApi(member, [
    { montant: 7.5, date_debut: '2004-02-03', mode_paiement: 'Chèque' },
    { montant: 12.3, date_debut: '2004-05-06', mode_paiement: 'Chèque' },
    { montant: 10, date_debut: '2004-09-10', mode_paiement: 'Espèce' },
  ]);
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page
    .getByRole('link', { name: /Paiements/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();

  await test.step('the year 2004 shows its three payments and a total per mode', async () => {
    await page.getByRole('textbox', { name: 'Du' }).fill('01/01/2004');
    await page.getByRole('textbox', { name: 'Au' }).fill('31/12/2004');
    await page.getByRole('heading', { level: 1 }).click();
    // The calendar closes with a short fade: gone before the page is checked for accessibility.
    await expect(page.locator('.mantine-Popover-dropdown')).toHaveCount(0);
    const totals = page.getByRole('table', { name: 'Totaux par mode de paiement' });
    await expect(totals.getByRole('row', { name: /Chèque/ })).toContainText('19,80');
    await expect(totals.getByRole('row', { name: /Espèce/ })).toContainText('10,00');
    await expect(totals.getByRole('row', { name: /Total/ })).toContainText('29,80');
    await expect(page.getByRole('row', { name: /^Paiement de Gaëlle Trésor/ })).toHaveCount(3);
    await expectNoAxeViolations(page, '/admin/paiements');
  });

  await test.step('keeping to cheques leaves two payments and their total', async () => {
    await page.getByRole('combobox', { name: 'Mode de paiement' }).click();
    await page.getByRole('option', { name: 'Chèque', exact: true }).click();
    await expect(page.getByRole('row', { name: /^Paiement de Gaëlle Trésor/ })).toHaveCount(2);
    const totals = page.getByRole('table', { name: 'Totaux par mode de paiement' });
    await expect(totals.getByRole('row', { name: /Total/ })).toContainText('19,80');
    await expect(totals.getByRole('row', { name: /Espèce/ })).toHaveCount(0);
  });

  await test.step('the CSV export holds the two cheques for French Excel', async () => {
    const started = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await started;
    expect(file.suggestedFilename()).toBe('paiements.csv');
    const text = await readFile(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF"Date";"Type";"Nom";"Prénom"')).toBe(true);
    expect(text).toContain('"03/02/2004";"Cotisation";"Trésor";"Gaëlle"');
    expect(text).toContain('"12,30";"Chèque"');
    expect(text).not.toContain('Espèce');
  });
});
