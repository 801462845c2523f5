import { DOSSIER_DIRECTIONS, DOSSIER_STEPS, DOSSIERS_PAGE_SIZE } from './dossiers.ts';
import { pageQuerySchema, pageSchema, pageSizeSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

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

export const moveDossierSchema = z.object({
  direction: z.enum(DOSSIER_DIRECTIONS, { error: 'Direction invalide' }),
});

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

/** `?search=&page=&pageSize=` (`DOSSIERS_PAGE_SIZE`). */
export const listDossiersQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(DOSSIERS_PAGE_SIZE),
  search: searchSchema,
});
export type ListDossiersQuery = z.output<typeof listDossiersQuerySchema>;
export const dossierPageSchema = pageSchema(dossierSchema);
export type DossierPage = z.infer<typeof dossierPageSchema>;
