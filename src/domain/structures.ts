import { emailSchema } from './auth.ts';
import { z } from './zod.ts';

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

const REQUIRED = 'Ce champ est obligatoire';
const requiredText = (max: number) => z.string().trim().min(1, REQUIRED).max(max, 'Texte trop long');

/** The structure form and the create and edit routes (spec section 5: all but description required). */
export const structureInputSchema = z.object({
  nom: requiredText(200),
  adresse: requiredText(200),
  code_postal: requiredText(10),
  ville: requiredText(100),
  telephone: requiredText(30),
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

/** 'recent' keeps the server's order, newest first (spec section 9). */
export const STRUCTURE_SORTS = {
  recent: 'Plus récentes',
  nom: 'Nom',
  ville: 'Ville',
  categorie: 'Catégorie',
} as const;
export type StructureSort = keyof typeof STRUCTURE_SORTS;

export type StructureFilter = { categorie: StructureCategory | null; search: string; sort: StructureSort };

/** Case and accents do not matter when searching: 'ehpad saint-etienne' finds 'Saint-Étienne'. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Category filter, search on name, city or postcode, then the chosen order. */
export function filterStructures<T extends Structure>(list: T[], filter: StructureFilter): T[] {
  const search = normalize(filter.search);
  const matching = list.filter(
    (structure) =>
      (filter.categorie === null || structure.categorie === filter.categorie) &&
      (search === '' ||
        [structure.nom, structure.ville, structure.code_postal].some((field) =>
          normalize(field).includes(search),
        )),
  );
  const { sort } = filter;
  if (sort === 'recent') return matching;
  return [...matching].sort((a, b) => collator.compare(a[sort], b[sort]) || collator.compare(a.nom, b.nom));
}
