/*
 * Gifts to the association and the tax receipts it may issue for them (reçus fiscaux: CERFA
 * n° 11580 for individuals, n° 16216 for companies). Zod-free: the public donation page reads
 * these without loading the schemas.
 */

/** A gift in money (numéraire) or in kind (en nature, valued by the association). */
export const DONATION_NATURES = ['numeraire', 'nature'] as const;
export type DonationNature = (typeof DONATION_NATURES)[number];
export const DONATION_NATURE_LABELS: Record<DonationNature, string> = {
  numeraire: 'Numéraire',
  nature: 'En nature',
};

/**
 * Who gives: a person (article 200 of the CGI, CERFA n° 11580) or a company (article 238 bis,
 * CERFA n° 16216, named by its legal name and SIREN).
 */
export const DONOR_KINDS = ['particulier', 'entreprise'] as const;
export type DonorKind = (typeof DONOR_KINDS)[number];
export const DONOR_KIND_LABELS: Record<DonorKind, string> = {
  particulier: 'Particulier',
  entreprise: 'Entreprise',
};

/** The earliest day a gift may be dated: older gifts are no longer receipted by this app. */
export const FIRST_DONATION_DAY = '1990-01-01';

/** The smallest gift, in euros. */
export const MIN_DONATION = 1;
/** The largest gift the settings may allow, and their default. */
export const MAX_DONATION_LIMIT = 1_000_000;
export const DEFAULT_MAX_DONATION = 10_000;

/** One receipt per gift, or one per donor and calendar year gathering that year's gifts. */
export const RECEIPT_MODES = ['par_don', 'annuel'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];
export const RECEIPT_MODE_LABELS: Record<ReceiptMode, string> = {
  par_don: 'Un reçu par don',
  annuel: 'Un reçu annuel par donateur',
};

/** What a receipt covers: one gift, or a donor's year (gifts, and fees when the settings say so). */
export const RECEIPT_KINDS = ['don', 'annuel'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/**
 * The beneficiaries the CERFA n° 11580 lists (its « Bénéficiaire des versements » boxes), as the
 * settings choose one. Only these may issue receipts.
 */
export const RECEIPT_LEGAL_STATUSES = [
  'interet_general',
  'utilite_publique',
  'fondation_entreprise',
  'culte',
  'enseignement_superieur',
  'aide_personnes_difficulte',
] as const;
export type ReceiptLegalStatus = (typeof RECEIPT_LEGAL_STATUSES)[number];
export const RECEIPT_LEGAL_STATUS_LABELS: Record<ReceiptLegalStatus, string> = {
  interet_general: 'Œuvre ou organisme d’intérêt général',
  utilite_publique: 'Association ou fondation reconnue d’utilité publique',
  fondation_entreprise: 'Fondation d’entreprise',
  culte:
    'Association cultuelle ou de bienfaisance, établissement public des cultes reconnus d’Alsace-Moselle',
  enseignement_superieur:
    'Établissement d’enseignement supérieur ou artistique, public ou privé, d’intérêt général, à but non lucratif',
  aide_personnes_difficulte:
    'Organisme qui fournit gratuitement une aide alimentaire ou des soins médicaux à des personnes en difficulté ou favorise leur logement',
};

/** The articles of the CGI under which the donor may claim a reduction, as the CERFA ticks them. */
export const RECEIPT_ARTICLES = ['200', '238 bis', '978'] as const;
export type ReceiptArticle = (typeof RECEIPT_ARTICLES)[number];
export const RECEIPT_ARTICLE_LABELS: Record<ReceiptArticle, string> = {
  '200': 'Article 200 du CGI (impôt sur le revenu)',
  '238 bis': 'Article 238 bis du CGI (impôt sur les sociétés)',
  '978': 'Article 978 du CGI (impôt sur la fortune immobilière)',
};

/** `2027-0001`: the year, and the receipt's place in it, without gaps. */
export const receiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(4, '0')}`;

/** Where the receipt mailed to a donor is downloaded, without signing in: its link's secret. */
export const receiptLinkPath = (token: string) => `/api/donation-receipts/link/${token}`;
