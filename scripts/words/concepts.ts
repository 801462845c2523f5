/**
 * The things of the product that the code once spelled two ways, and the one word it spells each
 * with now (CONTRIBUTING, « Glossaire »). `npm run check:words` refuses the other words in any
 * name, except the names the spec or the stored data fix, kept as they are.
 */
import type { Concept } from './name-rules.ts';

export const CONCEPTS: Concept[] = [
  { thing: 'matériel', word: 'Material', refused: ['equipment'], kept: [] },
  { thing: 'emprunt', word: 'Loan', refused: ['borrow', 'borrowed', 'borrower', 'borrowing'], kept: [] },
  {
    thing: 'procuration',
    word: 'Proxy',
    refused: ['procuration'],
    // The spec's columns; the keys of a member's data export, which she reads.
    kept: ['procuration_user_id', 'procuration_texte', 'procuration_donnee_a', 'procurations_recues'],
  },
  {
    thing: 'paiement',
    word: 'Payment',
    refused: ['paiement'],
    // The spec's columns, a donation's stored column, and a spreadsheet heading the import knows.
    kept: ['mode_paiement', 'date_paiement', 'reference_paiement', 'paiement'],
  },
  { thing: 'attestation d’adhésion', word: 'Attestation', refused: ['certificate'], kept: [] },
  {
    thing: 'inscription',
    word: 'Registration',
    refused: ['inscription'],
    // The spec's table and column, and the stored purpose of a sign-up's checkout.
    kept: ['inscriptions_evenements', 'inscriptionsEvenements', 'date_inscription', 'inscription'],
  },
  // Enabled by the rename that follows:
  // {
  //   thing: 'adhésion',
  //   word: 'Membership',
  //   refused: ['adhesion'],
  //   // The spec's table, the stored columns that point at it, the keys of a member's data export,
  //   // a stored audience kind.
  //   kept: ['adhesions', 'adhesion_id', 'payer_adhesion_id', 'adhesion_du', 'adhesion_au', 'type_adhesion'],
  // },
  // Enabled by the rename that follows:
  // { thing: 'don', word: 'Donation', refused: ['gift'], kept: [] },
  // Enabled by the rename that follows:
  // { thing: 'foyer', word: 'Household', refused: ['family', 'foyer'], kept: ['fontFamily', 'foyer_sans_compte'] },
  // Enabled by the rename that follows:
  // {
  //   thing: 'événement',
  //   word: 'Event',
  //   refused: ['evenement'],
  //   // The spec's table, column and their Drizzle names; a stored audience kind.
  //   kept: ['evenements', 'evenement_id', 'inscriptions_evenements', 'inscriptionsEvenements', 'evenement'],
  // },
  // Enabled by the rename that follows:
  // {
  //   thing: 'assemblée générale',
  //   word: 'Assembly',
  //   refused: ['ag'],
  //   // The stored tables and columns (the spec's and ours) and their Drizzle names.
  //   kept: [
  //     'ag_id', 'presencesAg', 'votesAg', 'documentsAg', 'commentairesAg', 'agResolutions',
  //     'agSecretBallots', 'agSecretVoters', 'agHandCounts', 'ag_voters', 'ag_max_proxies',
  //     'ag_quorum_percent', 'ag_majority',
  //   ],
  // },
  // Enabled by the rename that follows:
  // {
  //   thing: 'journal des administrateurs',
  //   word: 'Audit',
  //   refused: ['journal'],
  //   // drizzle-kit's journal of the migrations, another thing named by the tool.
  //   kept: ['Journal', 'journalFile', 'readJournal'],
  // },
];
