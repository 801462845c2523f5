/** The spec announces ten loan statuses but lists nine: these are the nine (see README, Décisions). */
export const LOAN_STATUSES = [
  'En attente',
  'Confirmé',
  'Refusé',
  'Retiré',
  'Retourné - RAS',
  'Retourné - Défaut',
  'Non retourné',
  'Annulé',
  'Terminé',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const CATEGORY_ICONS = [
  'Folder',
  'Camera',
  'Video',
  'CreditCard',
  'Calendar',
  'Music',
  'Mic',
  'Monitor',
  'Speaker',
  'Tv',
  'Headphones',
  'Film',
  'Image',
  'Tag',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
