import type { Page } from '@playwright/test';
import type { RecordedDonation } from '../../src/domain/donations-list.ts';
import type { DonationSettings } from '../../src/domain/donations-schemas.ts';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { signIn } from './support/auth.ts';
import { giveAssociationAddress } from './support/donations.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember, ok } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-5);

/** Receipts on, one per gift, as the administrator sets them on « Paramètres » (another screen). */
const RECEIPTS_ON: DonationSettings = {
  receipts_enabled: true,
  legal_status: 'interet_general',
  object: 'Accompagner les familles',
  identifier: 'W751234567',
  signatory_name: 'Claire Martin',
  signatory_function: 'Trésorière',
  receipt_mode: 'par_don',
  articles: ['200'],
  receipt_fees: false,
  max_amount: 10_000,
  suggested_amounts: [20, 50, 100],
};

const putSettings = async (page: Page, settings: DonationSettings) =>
  ok(await page.request.put('/api/admin/donations/settings', { data: settings }));

const sequenceOf = (number: string) => Number(number.split('-')[1]);

/** The row of a donor's gift, whatever its day. */
const giftRow = (page: Page, donor: string) =>
  page.getByRole('row', { name: new RegExp(`^Don de ${donor} du`) });

async function openForm(page: Page, donor: { prenom: string; nom: string }) {
  await page.getByRole('button', { name: 'Enregistrer un don' }).click();
  const form = page.getByRole('dialog', { name: 'Enregistrer un don' });
  await form.getByRole('textbox', { name: 'Prénom' }).fill(donor.prenom);
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(donor.nom);
  return form;
}

async function showDonor(page: Page, donor: string) {
  await page.getByRole('textbox', { name: 'Donateur' }).fill(donor);
}

test.describe('gifts recorded by hand (/admin/dons)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
    await giveAssociationAddress('12 rue des Lilas, 75011 Paris');
    await putSettings(page, RECEIPTS_ON);
  });
  test.afterEach(async ({ page }) => {
    await putSettings(page, { ...RECEIPTS_ON, receipts_enabled: false });
  });

  test("a non-member's cheque gets the next receipt number of the year", async ({ page }) => {
    // The number given just before, to a gift recorded through the API.
    const before = await ok<RecordedDonation>(
      await page.request.post('/api/admin/donations', {
        data: {
          user_id: null,
          prenom: 'Avant',
          nom: `Chèque ${suffix}`,
          email: '',
          adresse: '1 rue Haute',
          code_postal: '35000',
          ville: 'Rennes',
          amount: 20,
          donated_on: '2026-03-01',
          nature: 'numeraire',
          mode_paiement: 'Virement',
          in_kind_description: null,
          receipt_wanted: true,
          note: '',
        },
      }),
    );
    expect(before.receipt_number).toMatch(/^\d{4}-\d{4}$/);
    const [year] = (before.receipt_number ?? '').split('-');
    const expected = `${year}-${String(sequenceOf(before.receipt_number ?? '') + 1).padStart(4, '0')}`;

    await page.goto('/admin/dons');
    await expect(page.getByRole('heading', { level: 1, name: 'Dons' })).toBeVisible();
    const donor = { prenom: 'Bernard', nom: `Donateur ${suffix}` };
    const form = await openForm(page, donor);
    await form.getByRole('textbox', { name: 'Email' }).fill(`bernard.${suffix}@asso.test`);
    await form.getByRole('textbox', { name: 'Adresse' }).fill('5 avenue des Pins');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('13008');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Marseille');
    await form.getByRole('textbox', { name: 'Montant' }).fill('80');
    await expect(form.getByRole('checkbox', { name: 'Reçu fiscal souhaité' })).toBeChecked();
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText(`Don enregistré, reçu n° ${expected} émis`)).toBeVisible();
    await expect(form).toBeHidden();

    await showDonor(page, donor.nom);
    const row = giftRow(page, `${donor.prenom} ${donor.nom}`);
    await expect(row).toContainText('80,00');
    await expect(row).toContainText('Chèque');
    const receipt = row.getByRole('link', { name: `Reçu n° ${expected} (PDF)` });
    await expect(receipt).toHaveAttribute('href', /^\/api\/admin\/donation-receipts\/[0-9a-f-]+\/pdf$/);
    // A receipt's figures never change: the gift is neither edited nor deleted any more.
    await expect(row.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  });

  test("a company's transfer: asked « Particulier ou entreprise », receipted on the companies' model", async ({
    page,
  }) => {
    await page.goto('/admin/dons');
    const company = `Menuiserie ${suffix} SARL`;
    const form = await openForm(page, { prenom: 'Sophie', nom: `Gérante ${suffix}` });
    await form.getByText('Entreprise', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Raison sociale' }).fill(company);
    await form.getByRole('textbox', { name: 'N° SIREN' }).fill('443 061 842');
    await form.getByRole('textbox', { name: 'Adresse du siège' }).fill('7 rue des Copeaux');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('67000');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Strasbourg');
    await form.getByRole('textbox', { name: 'Montant' }).fill('2500');
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(form.getByText('Le numéro SIREN compte 9 chiffres et doit être valide')).toBeVisible();
    await form.getByRole('textbox', { name: 'N° SIREN' }).fill('443 061 841');
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(form).toBeHidden();

    await showDonor(page, company);
    const row = giftRow(page, company);
    await expect(row).toContainText(`Entreprise · Sophie Gérante ${suffix}`);
    const href = await row.getByRole('link', { name: /^Reçu n° .* \(PDF\)$/ }).getAttribute('href');
    const pdf = await page.request.get(href ?? '');
    const text = (await pdfText(await pdf.body())).replace(/\s+/g, ' ');
    expect(text).toContain('CERFA n° 16216');
    expect(text).toContain(`Dénomination sociale : ${company}`);
    expect(text).toContain('N° SIREN : 443 061 841');
  });

  test('a gift in kind, then deleted after confirmation', async ({ page }) => {
    await page.goto('/admin/dons');
    const donor = { prenom: 'Chantal', nom: `Nature ${suffix}` };
    const form = await openForm(page, donor);
    await form.getByRole('combobox', { name: 'Nature' }).click();
    await page.getByRole('option', { name: 'En nature' }).click();
    await form.getByRole('textbox', { name: 'Description du don en nature' }).fill('Vingt chaises pliantes');
    await form.getByRole('textbox', { name: 'Valeur' }).fill('250');
    await form.getByRole('checkbox', { name: 'Reçu fiscal souhaité' }).uncheck();
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Don enregistré', { exact: true })).toBeVisible();

    await showDonor(page, donor.nom);
    const row = giftRow(page, `${donor.prenom} ${donor.nom}`);
    await expect(row).toContainText('Vingt chaises pliantes');
    await expect(row).toContainText('250,00');
    await expect(row).toContainText('Non demandé');

    await row.getByRole('button', { name: 'Supprimer' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Supprimer ce don ?' });
    await expect(confirmation).toContainText(donor.nom);
    await confirmation.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Don supprimé')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Aucun don ne correspond à ces critères.')).toBeVisible();
  });

  test("a member's gift: picked by name, their identity and address from the register", async ({ page }) => {
    const member = await createActiveMember({ ...newPerson('Helene', 'Membre'), nom: `Adhérente ${suffix}` });
    await page.goto('/admin/dons');
    await page.getByRole('button', { name: 'Enregistrer un don' }).click();
    const form = page.getByRole('dialog', { name: 'Enregistrer un don' });
    await form.getByText('Membre', { exact: true }).click();
    const picker = form
      .getByRole('combobox', { name: 'Membre' })
      .or(form.getByRole('textbox', { name: 'Membre' }));
    await picker.fill(member.email);
    await page.getByRole('option', { name: new RegExp(member.email.replace(/[.+]/g, '\\$&')) }).click();
    await form.getByRole('textbox', { name: 'Montant' }).fill('45');
    await form.getByRole('combobox', { name: 'Mode de paiement' }).click();
    await page.getByRole('option', { name: 'Espèces' }).click();
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText(/^Don enregistré, reçu n° \d{4}-\d{4} émis$/)).toBeVisible();

    await showDonor(page, member.nom);
    const row = giftRow(page, `${member.prenom} ${member.nom}`);
    await expect(row).toContainText('Membre');
    await expect(row).toContainText('Espèces');
    await expect(row.getByRole('link', { name: /^Reçu n° \d{4}-\d{4} \(PDF\)$/ })).toBeVisible();
  });
});
