import { dateTimeAsDateSchema } from './dates.ts';
import { todayIso } from './members.ts';
import {
  estimatedPageSchema,
  pageQuerySchema,
  pageSchema,
  pageSizeSchema,
  searchSchema,
} from './paging-schemas.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** The spec announces ten loan statuses but lists nine: these are the nine (see docs/regles/pret-de-materiel.md). */
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

/** The spec stores each icon by its lucide name; a person reads it in French. */
export const CATEGORY_ICON_LABELS: Record<CategoryIcon, string> = {
  Folder: 'Dossier',
  Camera: 'Appareil photo',
  Video: 'Caméra',
  CreditCard: 'Carte',
  Calendar: 'Calendrier',
  Music: 'Musique',
  Mic: 'Micro',
  Monitor: 'Écran',
  Speaker: 'Enceinte',
  Tv: 'Télévision',
  Headphones: 'Casque',
  Film: 'Film',
  Image: 'Image',
  Tag: 'Étiquette',
};

/** Empty text fields are stored as null rather than ''. */
const orNull = (text: z.ZodString) => text.nullish().transform((value) => (value ? value : null));
const optionalText = (max: number, message: string) => orNull(z.string().trim().max(max, message));
const optionalLine = (max: number, tooLong: string) => orNull(singleLine(max, { tooLong }));

/** Our own upload (see the image route) or any web address. */
const isImageUrl = (value: string) =>
  value.startsWith('/api/files/public/materials/') || /^https?:\/\/\S+$/i.test(value);

// --- Categories -----------------------------------------------------------------------------

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.enum(CATEGORY_ICONS),
});
export type MaterialCategory = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({
  name: singleLine(100, { required: 'Le nom est requis', tooLong: 'Le nom est trop long' }),
  description: optionalText(1000, 'La description est trop longue'),
  icon: z.enum(CATEGORY_ICONS, 'Icône inconnue').default('Folder'),
});
export type CategoryValues = z.output<typeof categoryInputSchema>;

// --- Equipment ------------------------------------------------------------------------------

export const materialSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  category_id: z.string(),
  category: z.object({ id: z.string(), name: z.string(), icon: z.enum(CATEGORY_ICONS) }),
  total_quantity: z.number(),
  available_quantity: z.number(),
  default_state: z.string().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

/**
 * Twelve cards, four rows of three on a wide screen: with every name, description and image
 * address at its limit, a page still weighs under 60 KB.
 */
export const CATALOGUE_PAGE_SIZE = 12;

/** Spec: search on the name or the description, and the chosen category; by name. */
export const listMaterialsQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(CATALOGUE_PAGE_SIZE),
  search: searchSchema,
  category_id: z.uuid('Catégorie inconnue').optional(),
});
export type ListMaterialsQuery = z.output<typeof listMaterialsQuerySchema>;
export const materialPageSchema = pageSchema(materialSchema);
export type MaterialPage = z.infer<typeof materialPageSchema>;

const QUANTITY_BOUNDS_MESSAGE = 'La quantité disponible doit être comprise entre 0 et la quantité totale';

export const materialInputSchema = z
  .object({
    name: singleLine(150, { required: 'Le nom est requis', tooLong: 'Le nom est trop long' }),
    description: optionalText(2000, 'La description est trop longue'),
    category_id: z.uuid('La catégorie est requise'),
    total_quantity: z
      .number('La quantité totale doit être au moins 1')
      .int('La quantité totale doit être un nombre entier')
      .min(1, 'La quantité totale doit être au moins 1')
      .max(10_000, 'La quantité totale est trop grande'),
    available_quantity: z
      .number(QUANTITY_BOUNDS_MESSAGE)
      .int('La quantité disponible doit être un nombre entier')
      .min(0, QUANTITY_BOUNDS_MESSAGE),
    default_state: optionalLine(200, "L'état par défaut est trop long"),
    image_url: optionalLine(2000, "L'adresse de l'image est trop longue").refine(
      (value) => value === null || isImageUrl(value),
      "L'image doit être une adresse web (https://…)",
    ),
  })
  .refine((input) => input.available_quantity <= input.total_quantity, {
    path: ['available_quantity'],
    message: QUANTITY_BOUNDS_MESSAGE,
  });
export type MaterialValues = z.output<typeof materialInputSchema>;

export const imageUploadResponseSchema = z.object({ url: z.string() });

// --- Loans ----------------------------------------------------------------------------------

const START_IN_PAST_MESSAGE = 'La date de début ne peut pas être antérieure à aujourd’hui';

/** A loan starts today or later, the day read in Paris: equipment cannot be borrowed in the past. */
const isNotPast = (start: Date) => todayIso(start) >= todayIso();

const loanRequestFields = z.object({
  material_id: z.uuid('Matériel introuvable'),
  quantity: z
    .number('La quantité est requise')
    .int('La quantité doit être un nombre entier')
    .min(1, 'La quantité doit être au moins 1'),
  start_date: dateTimeAsDateSchema({
    label: 'Date de début',
    required: 'La date de début est requise',
  }).refine(isNotPast, START_IN_PAST_MESSAGE),
  end_date: dateTimeAsDateSchema({ label: 'Date de fin', required: 'La date de fin est requise' }),
  usage_context: z
    .string()
    .trim()
    .min(1, "Le contexte d'usage est requis")
    .max(1000, 'Le texte est trop long'),
});

const END_BEFORE_START_MESSAGE = 'La date de fin doit être postérieure à la date de début';

const endAfterStart = (input: { start_date: Date; end_date: Date }) => input.end_date >= input.start_date;

export const loanRequestSchema = loanRequestFields.refine(endAfterStart, {
  path: ['end_date'],
  message: END_BEFORE_START_MESSAGE,
});
export type LoanRequestValues = z.output<typeof loanRequestSchema>;

export const quantityAboveAvailableMessage = (available: number) =>
  `La quantité demandée dépasse la quantité disponible (${available})`;

/** The reservation form also knows how many units the card showed as available. */
export function loanRequestFormSchema(available: number) {
  return loanRequestFields
    .extend({
      quantity: loanRequestFields.shape.quantity.max(available, quantityAboveAvailableMessage(available)),
    })
    .refine(endAfterStart, { path: ['end_date'], message: END_BEFORE_START_MESSAGE });
}

export const loanSchema = z.object({
  id: z.string(),
  /** The borrower, so that the page decides with `canCancelLoan` as the server does. */
  user_id: z.string(),
  material: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  usage_context: z.string(),
  status: z.enum(LOAN_STATUSES),
  return_state: z.string().nullable(),
  return_notes: z.string().nullable(),
  created_at: z.string(),
});
export type Loan = z.infer<typeof loanSchema>;

export const adminLoanSchema = loanSchema.extend({
  member: z.object({ id: z.string(), prenom: z.string(), nom: z.string(), email: z.string() }),
});
export type AdminLoan = z.infer<typeof adminLoanSchema>;

/**
 * Twenty loans to a page: with every text at its limit (usage context, return notes, equipment,
 * names, email), a page of the administrators' list still weighs under 85 KB.
 */
export const LOANS_PAGE_SIZE = 20;

/** The member's own loans, newest first, with the page's status filter. */
export const listMyLoansQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(LOANS_PAGE_SIZE),
  status: z.enum(LOAN_STATUSES, 'Statut inconnu').optional(),
});
export type ListMyLoansQuery = z.output<typeof listMyLoansQuerySchema>;
export const loanPageSchema = estimatedPageSchema(loanSchema);
export type LoanPage = z.infer<typeof loanPageSchema>;

/** Every loan, newest first, by status and searched on the member (name, email) and the equipment. */
export const listLoansQuerySchema = listMyLoansQuerySchema.extend({ search: searchSchema });
export type ListLoansQuery = z.output<typeof listLoansQuerySchema>;
export const adminLoanPageSchema = estimatedPageSchema(adminLoanSchema);
export type AdminLoanPage = z.infer<typeof adminLoanPageSchema>;

/** What the server answers when it refuses a request. */
export const MATERIAL_NOT_FOUND = 'Matériel introuvable';
export const CATEGORY_REQUIRED = 'La catégorie est requise';
export const MATERIAL_HAS_OPEN_LOANS =
  'Ce matériel a des emprunts en cours : il ne peut pas être supprimé tant qu’ils ne sont pas clos';
export const CATEGORY_NAME_TAKEN = 'Une catégorie porte déjà ce nom';
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';
export const CATEGORY_IN_USE =
  'Cette catégorie est utilisée par du matériel : elle ne peut pas être supprimée';
export const LOAN_CHANGED = 'Cet emprunt vient d’être modifié par ailleurs : rechargez la page';
export const RETURN_ABOVE_TOTAL =
  'Retour impossible : le stock disponible dépasserait la quantité totale du matériel. Corrigez d’abord ses quantités.';
export const stockShortMessage = (name: string, available: number, wanted: number) =>
  `Stock insuffisant : il reste ${available} « ${name} » disponible(s) pour ${wanted} demandé(s)`;
export const LOAN_NOT_FOUND = 'Emprunt introuvable';
