import {
  RECEIPT_ARTICLE_LABELS,
  RECEIPT_ARTICLES,
  RECEIPT_LEGAL_STATUS_LABELS,
} from '../../src/domain/donations.ts';
import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { giveAssociationAddress } from './support/donations.ts';
import { expect, test } from './support/fixtures.ts';
import { ADMIN } from './support/people.ts';

/** A 1×1 PNG: the smallest image the server takes for a signature. */
const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const SETTINGS_URL = '/api/admin/donations/settings';

const MENTIONS = {
  object: 'Faire vivre la Chorale des Tilleuls de Montauban',
  identifier: 'W822004711',
  signatoryName: 'Odile Tilleul',
  signatoryFunction: 'Présidente de la chorale',
};

test('the administrator turns receipts on, fills every mention, uploads a signature and finds it all again', async ({
  page,
}) => {
  await giveAssociationAddress();
  await signIn(page, ADMIN);
  await page.goto('/admin/dons/parametres');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paramètres des dons et reçus fiscaux' }),
  ).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  const receipts = page.getByRole('switch', { name: 'Émettre des reçus fiscaux' });

  // The other specs share the settings: they are put back as found.
  const found = await (await page.request.get(SETTINGS_URL)).json();
  try {
    await test.step('receipts on without their mentions: each missing one is named beside its field', async () => {
      // Whatever another test left: the mentions empty, no article ticked.
      for (const name of ['Objet de l’association', 'Numéro RNA ou SIREN']) {
        await field(name).fill('');
      }
      await field('Nom du signataire').fill('');
      await field('Fonction du signataire').fill('');
      for (const article of RECEIPT_ARTICLES) {
        await page.getByRole('checkbox', { name: RECEIPT_ARTICLE_LABELS[article] }).uncheck();
      }
      await receipts.check();
      await save.click();
      await expect(page.getByText('Cochez au moins un article')).toBeVisible();
      for (const name of [
        'Objet de l’association',
        'Numéro RNA ou SIREN',
        'Nom du signataire',
        'Fonction du signataire',
      ]) {
        await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(name)).toHaveAccessibleDescription(/Requis pour émettre des reçus fiscaux/);
      }
    });

    await test.step('the mentions filled and saved', async () => {
      await page.getByRole('combobox', { name: 'Statut de l’organisme' }).click();
      await page.getByRole('option', { name: RECEIPT_LEGAL_STATUS_LABELS.interet_general }).click();
      await field('Objet de l’association').fill(MENTIONS.object);
      await field('Numéro RNA ou SIREN').fill(MENTIONS.identifier);
      await field('Nom du signataire').fill(MENTIONS.signatoryName);
      await field('Fonction du signataire').fill(MENTIONS.signatoryFunction);
      await page.getByRole('checkbox', { name: RECEIPT_ARTICLE_LABELS['200'] }).check();
      await page.getByRole('checkbox', { name: RECEIPT_ARTICLE_LABELS['238 bis'] }).check();
      await page.getByRole('radio', { name: 'Un reçu annuel par donateur' }).check();
      await field('Montants proposés (€)').fill('15 ; 1000 ; 80,50');
      await save.click();
      await expect(page.getByText('Paramètres des dons enregistrés')).toBeVisible();
      await expect(page.getByText('Requis pour émettre des reçus fiscaux')).toHaveCount(0);
    });

    await test.step('the signature image uploaded, and shown', async () => {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'signature.png',
        mimeType: 'image/png',
        buffer: SIGNATURE_PNG,
      });
      await expect(page.getByText('Signature enregistrée')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Signature imprimée sur les reçus' })).toBeVisible();
    });

    await test.step('after a reload, everything is as saved', async () => {
      await page.reload();
      await expect(receipts).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Statut de l’organisme' })).toHaveValue(
        RECEIPT_LEGAL_STATUS_LABELS.interet_general,
      );
      await expect(field('Objet de l’association')).toHaveValue(MENTIONS.object);
      await expect(field('Numéro RNA ou SIREN')).toHaveValue(MENTIONS.identifier);
      // Typed once, in the association's settings: shown here as the receipts print it.
      await expect(page.getByText('12 rue des Lilas')).toBeVisible();
      await expect(field('Nom du signataire')).toHaveValue(MENTIONS.signatoryName);
      await expect(field('Fonction du signataire')).toHaveValue(MENTIONS.signatoryFunction);
      await expect(page.getByRole('checkbox', { name: RECEIPT_ARTICLE_LABELS['200'] })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: RECEIPT_ARTICLE_LABELS['238 bis'] })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: RECEIPT_ARTICLE_LABELS['978'] })).not.toBeChecked();
      await expect(page.getByRole('radio', { name: 'Un reçu annuel par donateur' })).toBeChecked();
      await expect(field('Montants proposés (€)')).toHaveValue('15 ; 1000 ; 80,50');
      await expect(page.getByRole('img', { name: 'Signature imprimée sur les reçus' })).toBeVisible();
      await expectNoAxeViolations(page, '/admin/dons/parametres');
    });

    await test.step('a change not saved is not lost by following a link', async () => {
      await field('Objet de l’association').fill(`${MENTIONS.object} et du quartier`);
      await page.getByRole('link', { name: 'Paramètres', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
      await dialog.getByRole('button', { name: 'Continuer la modification' }).click();
      await expect(page).toHaveURL(/\/admin\/dons\/parametres$/);
      await expect(field('Objet de l’association')).toHaveValue(`${MENTIONS.object} et du quartier`);
    });
  } finally {
    const { has_signature: hadSignature, ...settings } = found;
    expect((await page.request.put(SETTINGS_URL, { data: settings })).ok()).toBe(true);
    if (!hadSignature) await page.request.delete(`${SETTINGS_URL}/signature`);
  }
});
