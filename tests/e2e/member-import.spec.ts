import { readFileSync } from 'node:fs';
import { signIn, signOut } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { ADMIN } from './support/people.ts';

test('an administrator imports a French Excel file, fixes a faulty line, sends the invitations, and the member joins through it', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const family = `Lefèvre${stamp}`;
  const corrected = `paul.${stamp}@asso.test`;
  const file = Buffer.from(
    [
      "Prénom;Nom;Email;Type d'adhésion;Montant;Date de début;Mode de paiement;Fonction;Téléphone",
      `Hélène;${family};helene.${stamp}@asso.test;Membre actif;15,00;01/09/2025;Chèque;;`,
      `Paul;${family};;Membre ordinaire;7,50;01/09/2025;Espèces;;`,
      `Zoé;${family};zoe.${stamp}@asso.test;Membre ordinaire;7,50;31/02/2025;Virement;;`,
      `Noël;${family};noel.${stamp}@asso.test;Membre fondateur;50,00;15/01/2026;Virement;Présidente;`,
      `Ana;${family};ana.${stamp}@asso.test;Bienfaiteur;;;;Trésorier adjoint;612345678`,
    ].join('\r\n'),
    'latin1',
  );

  await test.step('the preview names each faulty line’s problem', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Importer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importer des membres' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/users/import');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'adherents.csv', mimeType: 'text/csv', buffer: file });
    await page.getByRole('button', { name: 'Analyser le fichier' }).click();
    await expect(
      page.getByText('5 lignes lues : 2 membres à créer, 0 membre déjà inscrit, 3 lignes en erreur.'),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^3 Paul/ })).toContainText('Email manquant');
    await expect(page.getByRole('row', { name: /^4 Zoé/ })).toContainText(
      'Date de début invalide : 31/02/2025 (JJ/MM/AAAA)',
    );
    await expectNoAxeViolations(page, '/admin/users/import, aperçu');
  });

  await test.step('a value the import cannot map is a line to correct, with the accepted values', async () => {
    const ana = page.getByRole('row', { name: /^6 Ana/ });
    await expect(ana).toContainText(
      'Type d’adhésion inconnu : Bienfaiteur (valeurs acceptées : Membre Ordinaire, Membre Actif, Membre Fondateur',
    );
    await expect(ana).toContainText(
      'Fonction inconnue : Trésorier adjoint (valeurs acceptées : Membre, Président ou Présidente, Secrétaire, Trésorier ou Trésorière)',
    );
    await expect(ana).toContainText('Téléphone : 0 manquant ? 612345678 (proposé : 0612345678)');
    await page.getByRole('button', { name: 'Corriger la ligne 6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Corriger la ligne 6' });
    await expect(dialog.getByText('Proposé : 0612345678')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('612345678');
    await dialog.getByRole('button', { name: 'Reprendre' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0612345678');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a line corrected in the preview is checked again', async () => {
    await page.getByRole('button', { name: 'Corriger la ligne 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Corriger la ligne 3' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(corrected);
    await dialog.getByRole('button', { name: 'Vérifier la correction' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /^3 Paul/ })).toContainText('Corrigée');
    await expect(page.getByText('3 membres à créer')).toBeVisible();
  });

  await test.step('the import confirms what was written; the line still faulty is left out', async () => {
    await page.getByRole('button', { name: 'Confirmer l’import' }).click();
    await expect(page.getByText('Import terminé')).toBeVisible();
    await expect(page.getByText('3 membres créés ; aucun mail n’est encore parti.')).toBeVisible();
    await expect(page.getByText('2 lignes en erreur non importées.')).toBeVisible();
  });

  await test.step('the invitations leave only once the administrator confirms them', async () => {
    await page.getByRole('button', { name: /^Envoyer les invitations \(\d+\)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer les invitations' });
    await expect(dialog).toContainText('pour choisir son mot de passe (lien valable 7 jours)');
    await dialog.getByRole('button', { name: 'Inviter maintenant' }).click();
    await expect(page.getByText(/^\d+ invitations envoyées$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Envoyer les invitations/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Voir les utilisateurs' }).click();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(family);
    await expect(page.getByRole('row', { name: `Hélène ${family}` })).toContainText('Membre Actif');
    await expect(page.getByRole('row', { name: `Zoé ${family}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Renvoyer l'invitation à Hélène ${family}` }).click();
    await expect(page.getByText(`Invitation renvoyée à helene.${stamp}@asso.test`)).toBeVisible();
  });

  await test.step('the export opens in French Excel: BOM, `;`, accents right', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^adherents-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('"Prénom";"Nom";"Email"');
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).toContain(`"Hélène";"${family}";"helene.${stamp}@asso.test"`);
    expect(lines.join('\n')).toContain('"15,00";"01/09/2025";"31/08/2026";"Chèque"');
    await signOut(page);
  });

  await test.step('the member chooses a password from the invitation, then signs in', async () => {
    const invitation = await waitForMail({ to: corrected, subject: /^Votre espace membre/ });
    expect(invitation.text).toContain('valable 7 jours');
    const link = /\/reset-password\?token=\S+/.exec(invitation.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByLabel('Nouveau mot de passe').fill('Bienvenue2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Bienvenue2026');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Mot de passe modifié, vous pouvez vous connecter')).toBeVisible();
    await signIn(page, { email: corrected, password: 'Bienvenue2026' });
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Paul');
  });
});
