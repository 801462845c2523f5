import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Who is signed in for a screenshot: nobody, the demo's administrator, one of its members, or the
 * member whose gifts have receipts, one of them cancelled.
 */
export type Account = 'visiteur' | 'administrateur' | 'membre' | 'donateur';

export type Screenshot = {
  /** Its name under docs/guide/captures, as the guide's pages link it. */
  file: string;
  account: Account;
  /** The address opened, from the site's root. */
  path: string;
  /** A text that shows once the page's data has arrived: the shot waits for it. */
  waitFor: string;
  /** 390 px wide, as on a phone, instead of 1 280. */
  phone?: boolean;
  /** What to do on the page before the shot (open a window, fill a field). */
  prepare?: (page: Page) => Promise<void>;
  /** Crops the shot to this element, scrolled into view; the window otherwise. */
  crop?: (page: Page) => Locator;
};

const SAMPLE_IMPORT = path.resolve(import.meta.dirname, '../../docs/exemple-import-adherents.csv');

const section = (name: string) => (page: Page) => page.getByRole('region', { name, exact: true });

/** Brings an element to the top of the window, just below the frame's header. */
async function scrollToTop(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (box) await page.evaluate(`window.scrollBy(0, ${box.y - 80})`);
}

/** The sign-in page at its second step, the code field, as after a correct password. */
async function askForCode(page: Page): Promise<void> {
  const [{ submitCredentials }, { DEMO_MEMBER_EMAIL, DEMO_PASSWORD }] = await Promise.all([
    import('../../tests/e2e/support/auth.ts'),
    import('../demo/people.ts'),
  ]);
  await submitCredentials(page, { email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD });
  await page.getByRole('textbox', { name: 'Code de vérification' }).waitFor();
}

/** The window that records a membership paid by cheque, cash or transfer. */
async function openAddMembership(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('Lefèvre');
  await page.getByRole('button', { name: 'Ajouter une adhésion à Claire Lefèvre' }).click();
  await page.getByRole('dialog').getByText('Mode de paiement').waitFor();
}

/** The import's check of the guide's sample file: thirty members, two lines to correct. */
async function analyseSampleFile(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(SAMPLE_IMPORT);
  await page.getByRole('button', { name: 'Analyser le fichier' }).click();
  await page.getByRole('button', { name: 'Confirmer l’import' }).waitFor();
}

/** A message being written, so that the recipients' count and the send panel show. */
async function writeMessage(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Sujet' }).fill('Sortie de printemps au musée');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Bonjour {prenom}, nous partons le 12 avril.');
}

/** The window that records a gift by hand, for a donor outside the register. */
async function openRecordDonation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enregistrer un don' }).click();
  await page.getByRole('dialog').getByText('Date du don').waitFor();
}

/** The treasurer's receipts, the cancelled one of his mistyped cheque among them. */
async function showMistypedCheque(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('Bernard');
  await page.getByText('Bernadette Morel').first().waitFor({ state: 'detached' });
}

/** Every screenshot of the guide, one line each; `npm run docs:screenshots` takes them all again. */
/** An expense being typed: amount, nature and bank chosen, as a treasurer fills it in. */
async function typeExpense(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Nouvelle dépense' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle dépense' });
  await form.getByRole('textbox', { name: 'Libellé' }).fill('Peinture pour le local');
  await form.getByRole('textbox', { name: 'Montant' }).fill('120,50');
  for (const [field, code] of [
    ['Nature', '6063'],
    ['Banque ou caisse', '512'],
  ] as const) {
    await form.getByRole('combobox', { name: field }).fill(code);
    await page
      .getByRole('option', { name: new RegExp(`^${code} `) })
      .first()
      .click();
  }
}

/** The confirmation of the open year's closing, telling what it will do. */
async function askClosing(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clôturer' }).first().click();
  await page.getByRole('dialog').getByText('Report à nouveau', { exact: false }).waitFor();
}

export const SCREENSHOTS: Screenshot[] = [
  { file: 'connexion.png', account: 'visiteur', path: '/login', waitFor: 'Mot de passe' },
  {
    file: 'connexion-code.png',
    account: 'visiteur',
    path: '/login',
    waitFor: 'Mot de passe',
    prepare: askForCode,
  },
  {
    file: 'admin-tableau-de-bord.png',
    account: 'administrateur',
    path: '/admin',
    waitFor: 'Paiement simulé',
  },
  {
    file: 'paiement-simule.png',
    account: 'administrateur',
    path: '/admin',
    waitFor: 'Paiement simulé',
    crop: (page) => page.getByRole('alert').filter({ hasText: 'Paiement simulé' }),
  },
  {
    file: 'relances-a-venir.png',
    account: 'administrateur',
    path: '/admin',
    waitFor: 'Relances des 30 prochains jours',
    crop: section('Relances des 30 prochains jours'),
  },
  {
    file: 'validation.png',
    account: 'administrateur',
    path: '/admin/validation-adhesions',
    waitFor: 'Petit',
  },
  {
    file: 'utilisateurs.png',
    account: 'administrateur',
    path: '/admin/users',
    waitFor: 'Dernière connexion',
  },
  {
    file: 'adhesion-ajout.png',
    account: 'administrateur',
    path: '/admin/users',
    waitFor: 'Dernière connexion',
    prepare: openAddMembership,
    crop: (page) => page.getByRole('dialog'),
  },
  {
    file: 'offres.png',
    account: 'administrateur',
    path: '/admin/parametres',
    waitFor: 'Tarif réduit',
    crop: section("Offres d'adhésion"),
  },
  { file: 'paiements.png', account: 'administrateur', path: '/admin/paiements', waitFor: 'Carte Bancaire' },
  { file: 'import.png', account: 'administrateur', path: '/admin/users/import', waitFor: 'Importer' },
  {
    file: 'import-verification.png',
    account: 'administrateur',
    path: '/admin/users/import',
    waitFor: 'Analyser le fichier',
    prepare: analyseSampleFile,
  },
  {
    file: 'relances.png',
    account: 'administrateur',
    path: '/admin/parametres',
    waitFor: 'Envoyer les relances',
    crop: section('Relances de renouvellement'),
  },
  { file: 'messages.png', account: 'administrateur', path: '/admin/messages', waitFor: 'Vous nous manquez' },
  {
    file: 'message-nouveau.png',
    account: 'administrateur',
    path: '/admin/messages/nouveau',
    waitFor: 'Sujet',
    prepare: writeMessage,
  },
  {
    file: 'message-destinataires.png',
    account: 'administrateur',
    path: '/admin/messages/nouveau',
    waitFor: 'Destinataires',
    prepare: async (page) => {
      await writeMessage(page);
      await scrollToTop(page, section('Destinataires')(page));
    },
  },
  {
    file: 'assemblee-generale.png',
    account: 'administrateur',
    path: '/admin/assemblee-generale',
    waitFor: 'Afficher le détail',
  },
  {
    file: 'materiel.png',
    account: 'administrateur',
    path: '/admin/material',
    waitFor: 'Enregistreur Zoom H5',
  },
  { file: 'emprunts.png', account: 'administrateur', path: '/admin/material/loans', waitFor: 'Retiré' },
  { file: 'dons.png', account: 'administrateur', path: '/admin/dons', waitFor: 'Bernadette' },
  {
    file: 'don-enregistrer.png',
    account: 'administrateur',
    path: '/admin/dons',
    waitFor: 'Bernadette',
    prepare: openRecordDonation,
    crop: (page) => page.getByRole('dialog'),
  },
  {
    file: 'recus-fiscaux.png',
    account: 'administrateur',
    path: '/admin/dons/recus',
    waitFor: 'Montant erroné',
    prepare: showMistypedCheque,
  },
  {
    file: 'dons-parametres.png',
    account: 'administrateur',
    path: '/admin/dons/parametres',
    waitFor: 'Nom du signataire',
  },
  { file: 'donateurs.png', account: 'administrateur', path: '/admin/dons/donateurs', waitFor: 'Haddad' },
  { file: 'don-public.png', account: 'visiteur', path: '/don', waitFor: 'Montant du don' },
  { file: 'mes-dons.png', account: 'donateur', path: '/mes-dons', waitFor: 'Mes reçus fiscaux' },
  {
    file: 'sauvegardes.png',
    account: 'administrateur',
    path: '/admin/parametres',
    waitFor: 'Sauvegarde automatique chaque nuit',
    crop: section('Sauvegardes'),
  },
  { file: 'effacements.png', account: 'administrateur', path: '/admin/effacements', waitFor: 'Leroy' },
  { file: 'journal.png', account: 'administrateur', path: '/admin/journal', waitFor: 'Martin' },
  { file: 'parametres.png', account: 'administrateur', path: '/admin/parametres', waitFor: 'Initiales' },
  { file: 'membre-tableau-de-bord.png', account: 'membre', path: '/', waitFor: 'Adhésion' },
  {
    file: 'membre-adhesion.png',
    account: 'membre',
    path: '/adhesion',
    waitFor: 'Historique de vos adhésions',
  },
  {
    file: 'membre-profil-donnees.png',
    account: 'membre',
    path: '/profile',
    waitFor: 'Télécharger mes données',
    crop: section('Mes données personnelles'),
  },
  { file: 'membre-telephone.png', account: 'membre', path: '/', waitFor: 'Adhésion', phone: true },
  {
    file: 'membre-ag-telephone.png',
    account: 'membre',
    path: '/assemblee-generale',
    waitFor: 'Assemblée générale',
    phone: true,
  },
  {
    file: 'membre-reservation.png',
    account: 'membre',
    path: '/material/reservation',
    waitFor: 'Enregistreur Zoom H5',
  },
  { file: 'comptabilite.png', account: 'administrateur', path: '/admin/comptabilite', waitFor: 'Acompte' },
  {
    file: 'comptabilite-depense.png',
    account: 'administrateur',
    path: '/admin/comptabilite',
    waitFor: 'Acompte',
    prepare: typeExpense,
    crop: (page) => page.getByRole('dialog'),
  },
  {
    file: 'comptabilite-telephone.png',
    account: 'administrateur',
    path: '/admin/comptabilite',
    waitFor: 'Acompte',
    phone: true,
    prepare: typeExpense,
  },
  {
    file: 'comptabilite-plan.png',
    account: 'administrateur',
    path: '/admin/comptabilite/plan',
    waitFor: 'Fonds propres',
  },
  {
    file: 'comptabilite-exercices.png',
    account: 'administrateur',
    path: '/admin/comptabilite/exercices',
    waitFor: 'Clôturé',
  },
  {
    file: 'comptabilite-cloture.png',
    account: 'administrateur',
    path: '/admin/comptabilite/exercices',
    waitFor: 'Clôturé',
    prepare: askClosing,
    crop: (page) => page.getByRole('dialog'),
  },
];
