import { emailSchema } from './auth.ts';
import { pageQuerySchema, pageSchema, pageSizeSchema, searchSchema } from './paging-schemas.ts';
import {
  STRUCTURE_CATEGORIES,
  STRUCTURE_SORTS,
  STRUCTURE_STATUSES,
  STRUCTURES_PAGE_SIZE,
} from './structures.ts';
import { phoneSchema, singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const REQUIRED = 'Ce champ est obligatoire';
const requiredText = (max: number) => singleLine(max, { required: REQUIRED, tooLong: 'Texte trop long' });

/** The structure form and the create and edit routes (spec section 5: all but description required). */
export const structureInputSchema = z.object({
  nom: requiredText(200),
  adresse: requiredText(200),
  code_postal: requiredText(10),
  ville: requiredText(100),
  telephone: phoneSchema({ required: REQUIRED }),
  email: z.string().trim().min(1, REQUIRED).pipe(emailSchema),
  description: z.string().trim().max(5000, 'Texte trop long'),
  categorie: z.enum(STRUCTURE_CATEGORIES, { error: 'Veuillez choisir une catégorie' }),
  statut: z.enum(STRUCTURE_STATUSES, { error: 'Veuillez choisir un statut' }),
});
export type StructureInput = z.input<typeof structureInputSchema>;
export type StructureValues = z.output<typeof structureInputSchema>;

export const structureSchema = z.object({
  id: z.string(),
  nom: z.string(),
  adresse: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  telephone: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  categorie: z.enum(STRUCTURE_CATEGORIES),
  statut: z.enum(STRUCTURE_STATUSES),
  created_at: z.string(),
});
export type Structure = z.infer<typeof structureSchema>;

/**
 * `?search=&categorie=&sort=&page=&pageSize=` (spec section 5): the search looks in the name, the
 * city and the postcode, whatever the case and accents ('saint-etienne' finds 'Saint-Étienne').
 */
export const listStructuresQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(STRUCTURES_PAGE_SIZE),
  search: searchSchema,
  categorie: z.enum(STRUCTURE_CATEGORIES, { error: 'Catégorie inconnue' }).optional(),
  sort: z.enum(STRUCTURE_SORTS, { error: 'Tri inconnu' }).default('recent'),
});
export type ListStructuresQuery = z.output<typeof listStructuresQuerySchema>;
export const structurePageSchema = pageSchema(structureSchema);
export type StructurePage = z.infer<typeof structurePageSchema>;
