export const STRUCTURE_CATEGORIES = ['EHPAD', 'Hopital', 'Résidence Séniors', 'Autres'] as const;
export type StructureCategory = (typeof STRUCTURE_CATEGORIES)[number];

export const STRUCTURE_STATUSES = [
  'Contacté',
  "En attente d'un retour",
  'Pas intéressé',
  'Contrat en cours',
  "N'existe plus",
] as const;
export type StructureStatus = (typeof STRUCTURE_STATUSES)[number];
