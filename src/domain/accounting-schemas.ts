import { ACCOUNT_USAGES } from './accounting.ts';
import { periodProblems } from './accounting-years.ts';
import { calendarDateSchema } from './dates.ts';
import { pageQuerySchema, pageSchema, searchSchema } from './paging-schemas.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** Financial years, the chart of accounts and the projects: the frame the entries are written in. */

const yearFields = {
  /** Empty: « 2026 » or « 2026-2027 », from its dates. */
  label: singleLine(60)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
  start_date: calendarDateSchema({ label: 'Début', required: 'Indiquez le premier jour de l’exercice' }),
  end_date: calendarDateSchema({ label: 'Fin', required: 'Indiquez le dernier jour de l’exercice' }),
};

export const yearInputSchema = z.object(yearFields).superRefine((value, context) => {
  for (const problem of periodProblems(value))
    context.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
});
export type YearInput = z.output<typeof yearInputSchema>;

export const yearSchema = z.object({
  id: z.string(),
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  closed_at: z.string().nullable(),
  /** Who closed it, by name. */
  closed_by: z.string().nullable(),
  /** Income less charges, once closed: above zero a surplus, below a deficit. */
  result_cents: z.number().nullable(),
  entry_count: z.number(),
});
export type Year = z.infer<typeof yearSchema>;

export const closedYearSchema = yearSchema.extend({
  /** The next year's « Report à nouveau », or null when there was nothing to carry. */
  opening_entry_id: z.string().nullable(),
});
export type ClosedYear = z.infer<typeof closedYearSchema>;

export const nextPieceSchema = z.object({ piece_number: z.number() });

const ACCOUNT_CODE_MESSAGE =
  'Un numéro de compte commence par le chiffre de sa classe (1 à 8), suivi de chiffres ou de lettres majuscules (20 caractères au plus).';
const accountLabel = singleLine(120, { required: 'Indiquez le libellé du compte' });

/** A sub-account the association adds: under an account whose number starts its own. */
export const accountInputSchema = z.object({
  code: z
    .string({ error: ACCOUNT_CODE_MESSAGE })
    .trim()
    .regex(/^[1-8][0-9A-Z]{1,19}$/, ACCOUNT_CODE_MESSAGE),
  label: accountLabel,
});
export type AccountInput = z.output<typeof accountInputSchema>;

export const accountUpdateSchema = z.object({ label: accountLabel, hidden: z.boolean() });
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

export const accountSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  class: z.number(),
  /** Left out of the pickers; its entries stay. */
  hidden: z.boolean(),
  /** Added by the association, not part of the associations' chart. */
  added: z.boolean(),
  /** Carries lines: never deleted. */
  in_use: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

const ACCOUNT_VISIBILITIES = ['visibles', 'masques', 'tous'] as const;

/** `GET …/accounts`: the chart by number, searched by number or words of the label. */
export const accountListQuerySchema = pageQuerySchema.extend({
  search: searchSchema,
  class: z.coerce
    .number({ error: 'Classe de 1 à 8' })
    .int('Classe de 1 à 8')
    .min(1, 'Classe de 1 à 8')
    .max(8, 'Classe de 1 à 8')
    .optional(),
  /** The accounts a simple entry's field takes (its nature, or its bank or cash). */
  usage: z.enum(ACCOUNT_USAGES, { error: 'Usage inconnu : recette, depense ou tresorerie' }).optional(),
  visibility: z.enum(ACCOUNT_VISIBILITIES, { error: 'Visibilité inconnue' }).default('visibles'),
});
export type AccountListQuery = z.output<typeof accountListQuerySchema>;

export const accountPageSchema = pageSchema(accountSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

const projectLabel = singleLine(100, { required: 'Indiquez le nom du projet' });

/** An analytic project (« Fête de quartier 2027 »), on the lines of its receipts and expenses. */
export const projectInputSchema = z.object({ label: projectLabel });
export type ProjectInput = z.output<typeof projectInputSchema>;

export const projectUpdateSchema = z.object({ label: projectLabel, archived: z.boolean() });
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

export const projectSchema = z.object({ id: z.string(), label: z.string(), archived: z.boolean() });
export type Project = z.infer<typeof projectSchema>;

const PROJECT_STATES = ['actifs', 'archives', 'tous'] as const;

export const projectListQuerySchema = pageQuerySchema.extend({
  search: searchSchema,
  state: z.enum(PROJECT_STATES, { error: 'État inconnu' }).default('actifs'),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const projectPageSchema = pageSchema(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;
