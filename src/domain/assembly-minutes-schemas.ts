import { figuresSchema } from './assembly-day.ts';
import { ASSEMBLY_KINDS } from './assembly-kinds.ts';
import { MINUTES_MESSAGES, MINUTES_TEXT_MAX } from './assembly-minutes.ts';
import { resolutionResultSchema } from './assembly-resolutions-schemas.ts';
import { z } from './zod.ts';

const personId = z.uuid(MINUTES_MESSAGES.notPresent).nullable().default(null);

/** What the secretary saves: the text, and who chaired and wrote the minutes (among those present). */
export const minutesInputSchema = z.object({
  text: z
    .string({ error: MINUTES_MESSAGES.textRequired })
    .trim()
    .min(1, MINUTES_MESSAGES.textRequired)
    .max(MINUTES_TEXT_MAX, MINUTES_MESSAGES.textTooLong),
  chair_id: personId,
  secretary_id: personId,
});
export type MinutesInput = z.output<typeof minutesInputSchema>;

const minutesFactsSchema = z.object({
  association: z.object({ name: z.string(), address: z.string() }),
  kind: z.enum(ASSEMBLY_KINDS),
  date: z.string(),
  lieu: z.string(),
  lien_visio: z.string().nullable(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  agenda: z.array(z.string()),
  figures: figuresSchema.nullable(),
  results: z.array(resolutionResultSchema),
  comments: z.object({
    total: z.number(),
    quoted: z.array(z.object({ author: z.string(), first_line: z.string() })),
  }),
});

const personSchema = z.object({ id: z.string(), prenom: z.string(), nom: z.string() });

/**
 * The minutes as the editor opens them: the saved text (null until saved: the editor drafts it
 * from `facts`), the chair and secretary, and once finalised, the date and the stored document.
 */
export const minutesSchema = z.object({
  facts: minutesFactsSchema,
  text: z.string().nullable(),
  chair: personSchema.nullable(),
  secretary: personSchema.nullable(),
  finalised_at: z.string().nullable(),
  document_id: z.string().nullable(),
  /** Finalising needs a terminated AG and minutes not finalised yet. */
  can_finalise: z.boolean(),
});
export type Minutes = z.infer<typeof minutesSchema>;
