import type { APIRequestContext } from '@playwright/test';
import type { DonationSettings } from '../../src/domain/donations-schemas.ts';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { giveAssociationAddress } from './support/donations.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember, newApiContext, ok, signInThroughApi } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';

/** Only the settings' own fields: what the settings page sends back. */
const settingsOf = (read: DonationSettings): DonationSettings => ({
  receipts_enabled: read.receipts_enabled,
  legal_status: read.legal_status,
  object: read.object,
  identifier: read.identifier,
  signatory_name: read.signatory_name,
  signatory_function: read.signatory_function,
  receipt_mode: read.receipt_mode,
  articles: read.articles,
  receipt_fees: read.receipt_fees,
  max_amount: read.max_amount,
  suggested_amounts: read.suggested_amounts,
});

/** Receipts on, one per gift, for the time of `run`; the settings as they were afterwards. */
async function withReceiptsPerGift(run: () => Promise<void>) {
  const admin: APIRequestContext = await newApiContext();
  try {
    await signInThroughApi(admin, ADMIN);
    await giveAssociationAddress();
    const before = settingsOf(await ok<DonationSettings>(await admin.get('/api/admin/donations/settings')));
    await ok(
      await admin.put('/api/admin/donations/settings', {
        data: {
          ...before,
          receipts_enabled: true,
          receipt_mode: 'par_don',
          legal_status: 'interet_general',
          object: 'Accompagner les familles et garder la mémoire de leurs proches',
          identifier: 'W751234567',
          signatory_name: 'Claire Martin',
          signatory_function: 'Trésorière',
          articles: ['200'],
        },
      }),
    );
    try {
      await run();
    } finally {
      await ok(await admin.put('/api/admin/donations/settings', { data: before }));
    }
  } finally {
    await admin.dispose();
  }
}

test('a visitor gives 80 € online and reads the number of her tax receipt on the thank-you page', async ({
  page,
}) => {
  const donor = newPerson('Mathilde', 'Genereuse');
  await withReceiptsPerGift(async () => {
    await test.step('the page refuses an amount of 0 € beside the field', async () => {
      await page.goto('/don');
      await expect(page.getByRole('heading', { name: "Faire un don à l'association" })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Je souhaite un reçu fiscal' })).toBeChecked();
      await page.getByRole('button', { name: '50,00 €' }).click();
      await expect(page.getByRole('button', { name: 'Donner 50,00 €' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Montant du don' }).fill('0');
      await page.getByRole('button', { name: /^Donner/ }).click();
      // The settings' maximum, not the largest the settings could allow.
      await expect(
        page.getByText(/^Le montant du don doit être compris entre 1 € et 10\s000 €$/),
      ).toBeVisible();
      await expectNoAxeViolations(page, '/don');
    });

    await test.step('she gives 80 € with her address and pays on the simulated page', async () => {
      await page.getByRole('textbox', { name: 'Montant du don' }).fill('80');
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Prénom').fill(donor.prenom);
      await field('Nom').fill(donor.nom);
      await field('Email').fill(donor.email);
      await field('Adresse').fill(donor.adresse);
      await field('Code postal').fill(donor.code_postal);
      await field('Ville').fill(donor.ville);
      await page.getByRole('button', { name: 'Donner 80,00 €' }).click();
      await expect(page).toHaveURL(/\/paiement-simule\//);
      await page.getByRole('button', { name: 'Payer' }).click();
    });

    await test.step('the thank-you page gives the amount and the receipt’s number, mailed to her', async () => {
      await expect(page).toHaveURL(/\/don\/merci\?session_id=/);
      await expect(page.getByRole('heading', { name: `Merci ${donor.prenom} !` })).toBeVisible();
      await expect(page.getByText('Votre don de 80,00 € a bien été reçu.')).toBeVisible();
      const receiptLine = page.getByText(/^Votre reçu fiscal n° \d{4}-\d{4} vous a été envoyé par email\.$/);
      await expect(receiptLine).toBeVisible();
      const number = (await receiptLine.textContent())?.match(/\d{4}-\d{4}/)?.[0] ?? '';
      const mail = await waitForMail({
        to: donor.email,
        subject: new RegExp(`^Votre reçu fiscal n° ${number}$`),
      });
      expect(mail.text).toContain('/api/donation-receipts/link/');
      await waitForMail({ to: donor.email, subject: /^Merci pour votre don de 80,00/ });
    });
  });
});

test('a signed-in member finds « Faire un don » on her membership page and the form filled in', async ({
  page,
}) => {
  const member = await createActiveMember(newPerson('Odile', 'Fidele'));
  await signIn(page, member);
  await page.goto('/adhesion');
  await page.getByRole('link', { name: 'Faire un don' }).click();
  await expect(page).toHaveURL(/\/don$/);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Prénom')).toHaveValue(member.prenom);
  await expect(field('Nom')).toHaveValue(member.nom);
  await expect(field('Email')).toHaveValue(member.email);
  await expect(field('Adresse')).toHaveValue(member.adresse);
  await expect(field('Ville')).toHaveValue(member.ville);
  await page.getByRole('button', { name: '50,00 €' }).click();
  await expect(page.getByRole('button', { name: 'Donner 50,00 €' })).toBeVisible();
});
