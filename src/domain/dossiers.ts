export const DOSSIER_STEPS = [
  'Définition du Projet',
  'Rendez-vous de Recueil',
  'Retranscription',
  'Livraison du Produit Final',
] as const;
export type DossierStep = (typeof DOSSIER_STEPS)[number];

export type DossierStepEntry = { type: DossierStep; date: string };

export const DEFAULT_DOSSIER_STEP: DossierStep = 'Définition du Projet';

/** The fixed start of every reference: the association's initials, a dash and 202 ('HDS-202'). */
export function dossierReferencePrefix(initials: string): string {
  return `${initials}-202`;
}

/**
 * What the reference field says under it: the part to type and the reference it makes, from the
 * current year ('6-001' gives HDS-2026-001 in 2026). A prefix and an example cut mid-year
 * ('HDS-202…', '6-001') left members guessing what the 6 was.
 */
export function dossierReferenceHint(initials: string, year: string): string {
  const prefix = dossierReferencePrefix(initials);
  const reference = `${initials}-${year}-001`;
  const typed = reference.startsWith(prefix) ? reference.slice(prefix.length) : '001';
  return `Tapez la fin de l’année puis le numéro du dossier : « ${typed} » donne la référence ${prefix}${typed}.`;
}

export const DOSSIER_DIRECTIONS = ['previous', 'next'] as const;
export type DossierDirection = (typeof DOSSIER_DIRECTIONS)[number];

/** The step one move away, or null at either end (back is impossible at the first, forward at the last). */
export function stepAfter(step: DossierStep, direction: DossierDirection): DossierStep | null {
  const index = DOSSIER_STEPS.indexOf(step) + (direction === 'next' ? 1 : -1);
  return DOSSIER_STEPS[index] ?? null;
}

/**
 * Last modified first (spec section 9), searched in the reference and the notes. Twelve cards
 * with their notes at 5,000 characters weigh under 70 KB.
 */
export const DOSSIERS_PAGE_SIZE = 12;

export const DOSSIER_DUPLICATE = 'Un dossier avec cette référence existe déjà';
export const DOSSIER_AT_FIRST_STEP = 'Le dossier est déjà à la première étape';
export const DOSSIER_AT_LAST_STEP = 'Le dossier est déjà à la dernière étape';

/** What the server answers when it refuses a request. */
export const DOSSIER_NOT_FOUND = 'Dossier introuvable';
export const DOSSIER_STEP_FORBIDDEN =
  'Seul le créateur du dossier ou un administrateur peut changer son étape';
export const DOSSIER_CHANGED = "Le dossier vient d'être modifié : rechargez la page";
