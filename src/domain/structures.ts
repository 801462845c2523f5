export const STRUCTURE_CATEGORIES = ['EHPAD', 'Hopital', 'Résidence Séniors', 'Autres'] as const;
export type StructureCategory = (typeof STRUCTURE_CATEGORIES)[number];
/** The spec stores 'Hopital' without its accent: kept in the data, written as French on screen. */
export const STRUCTURE_CATEGORY_LABELS: Record<StructureCategory, string> = {
  EHPAD: 'EHPAD',
  Hopital: 'Hôpital',
  'Résidence Séniors': 'Résidence Séniors',
  Autres: 'Autres',
};
export const STRUCTURE_CATEGORY_OPTIONS = STRUCTURE_CATEGORIES.map((value) => ({
  value,
  label: STRUCTURE_CATEGORY_LABELS[value],
}));

export const STRUCTURE_STATUSES = [
  'Contacté',
  "En attente d'un retour",
  'Pas intéressé',
  'Contrat en cours',
  "N'existe plus",
] as const;
export type StructureStatus = (typeof STRUCTURE_STATUSES)[number];

/** 'recent': newest first (spec section 9); the others in French order, accents and case aside. */
export const STRUCTURE_SORTS = ['recent', 'nom', 'ville', 'categorie'] as const;
export type StructureSort = (typeof STRUCTURE_SORTS)[number];
export const STRUCTURE_SORT_LABELS: Record<StructureSort, string> = {
  recent: 'Plus récentes',
  nom: 'Nom',
  ville: 'Ville',
  categorie: 'Catégorie',
};

/**
 * Twelve cards (four rows of three on a wide screen): with every description at its 5,000
 * characters of French text, a page weighs about 75 KB.
 */
export const STRUCTURES_PAGE_SIZE = 12;

/** What the server answers when it refuses a request. */
export const STRUCTURE_NOT_FOUND = 'Structure introuvable';
