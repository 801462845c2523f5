export const DOSSIER_STEPS = [
  'Définition du Projet',
  'Rendez-vous de Recueil',
  'Retranscription',
  'Livraison du Produit Final',
] as const;
export type DossierStep = (typeof DOSSIER_STEPS)[number];

export type DossierStepEntry = { type: DossierStep; date: string };
