import { pageQuerySchema, pageSchema, pageSizeSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

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

/** What the member types after the prefix: '5-001' makes 'HDS-2025-001'. */
export const createDossierSchema = z.object({
  suffixe: z
    .string()
    .trim()
    .min(1, 'La référence est obligatoire')
    .max(40, 'La référence est trop longue')
    .regex(/^[A-Za-z0-9-]+$/, 'La référence ne peut contenir que des lettres, des chiffres et des tirets'),
  description: z
    .string()
    .trim()
    .min(1, 'Les notes sont obligatoires')
    .max(5000, 'Les notes sont trop longues'),
  statut: z.enum(DOSSIER_STEPS, { error: "L'étape initiale est obligatoire" }),
});
export type CreateDossierInput = z.input<typeof createDossierSchema>;

const DOSSIER_DIRECTIONS = ['previous', 'next'] as const;
export type DossierDirection = (typeof DOSSIER_DIRECTIONS)[number];

export const moveDossierSchema = z.object({
  direction: z.enum(DOSSIER_DIRECTIONS, { error: 'Direction invalide' }),
});

/** The step one move away, or null at either end (back is impossible at the first, forward at the last). */
export function stepAfter(step: DossierStep, direction: DossierDirection): DossierStep | null {
  const index = DOSSIER_STEPS.indexOf(step) + (direction === 'next' ? 1 : -1);
  return DOSSIER_STEPS[index] ?? null;
}

const dossierStepEntrySchema = z.object({ type: z.enum(DOSSIER_STEPS), date: z.string() });

/**
 * A dossier as listed: its history, which grows with every move, is counted here and read on
 * demand, so that a page's size does not depend on how often its dossiers moved.
 */
export const dossierSchema = z.object({
  id: z.string(),
  nom: z.string(),
  description: z.string(),
  statut: z.enum(DOSSIER_STEPS),
  user_id: z.string().nullable(),
  /** Who created it, shown on the card; null once that account is gone. */
  owner: z.object({ prenom: z.string(), nom: z.string() }).nullable(),
  date_creation: z.string(),
  date_modification: z.string(),
  etapes_count: z.number(),
});
export type Dossier = z.infer<typeof dossierSchema>;

export const dossierStepsSchema = z.object({ etapes: z.array(dossierStepEntrySchema) });
export type DossierSteps = z.infer<typeof dossierStepsSchema>;

/**
 * `?search=&page=&pageSize=`, last modified first (spec section 9), searched in the reference and
 * the notes. Twelve cards with their notes at 5,000 characters weigh under 70 KB.
 */
export const DOSSIERS_PAGE_SIZE = 12;
export const listDossiersQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(DOSSIERS_PAGE_SIZE),
  search: searchSchema,
});
export type ListDossiersQuery = z.output<typeof listDossiersQuerySchema>;
export const dossierPageSchema = pageSchema(dossierSchema);
export type DossierPage = z.infer<typeof dossierPageSchema>;

export const DOSSIER_DUPLICATE = 'Un dossier avec cette référence existe déjà';
export const DOSSIER_AT_FIRST_STEP = 'Le dossier est déjà à la première étape';
export const DOSSIER_AT_LAST_STEP = 'Le dossier est déjà à la dernière étape';
