import { dateTimeSchema, instantSchema } from './dates.ts';
import { EVENT_PERIODS, EVENTS_PAGE_SIZE } from './events.ts';
import {
  estimatedPageSchema,
  pageQuerySchema,
  pageSchema,
  pageSizeSchema,
  searchSchema,
} from './paging-schemas.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const PLACES_MAX_INVALID = 'Le nombre de places doit être un nombre entier d’au moins 1';

const eventFields = {
  titre: singleLine(200, { required: 'Le titre est obligatoire', tooLong: 'Le titre est trop long' }),
  description: z
    .string()
    .trim()
    .min(1, 'La description est obligatoire')
    .max(5000, 'La description est trop longue'),
  lieu: singleLine(200, { tooLong: 'Le lieu est trop long' })
    .nullish()
    .transform((value) => value || null),
  // An empty number field means no limit.
  places_max: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number(PLACES_MAX_INVALID)
      .int(PLACES_MAX_INVALID)
      .min(1, PLACES_MAX_INVALID)
      .max(100_000, PLACES_MAX_INVALID)
      .nullable(),
  ),
};

const eventDate = { label: 'Date', required: 'La date et l’heure sont obligatoires' };

/** Create and edit routes: the date is an instant, with its offset. */
export const eventInputSchema = z.object({
  ...eventFields,
  date: instantSchema(eventDate),
});
export type EventValues = z.output<typeof eventInputSchema>;

/** The admin's form: the same rules, the date as the browser's date-time field gives it. */
export const eventFormSchema = z.object({
  ...eventFields,
  date: dateTimeSchema(eventDate),
});
export type EventFormValues = {
  titre: string;
  description: string;
  date: string;
  lieu: string;
  places_max: number | string;
};

export const eventSchema = z.object({
  id: z.string(),
  titre: z.string(),
  description: z.string(),
  date: z.string(),
  lieu: z.string().nullable(),
  places_max: z.number().nullable(),
  image_url: z.string().nullable(),
  inscrits: z.number(),
  /** Null when the event has no limit. */
  places_restantes: z.number().nullable(),
  is_registered: z.boolean(),
  is_finished: z.boolean(),
});
export type EventItem = z.infer<typeof eventSchema>;

/** `?when=&search=&page=&pageSize=`; the search looks in the title and the description (spec). */
export const listEventsQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(EVENTS_PAGE_SIZE),
  when: z.enum(EVENT_PERIODS, { error: 'Période inconnue' }).default('upcoming'),
  search: searchSchema,
});
export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

export const eventPageSchema = pageSchema(eventSchema);
export type EventPage = z.infer<typeof eventPageSchema>;

const participantSchema = z.object({ nom: z.string(), prenom: z.string(), email: z.string() });
export type Participant = z.infer<typeof participantSchema>;
/** An event without a place limit may gather every member: its total is estimated past a bound. */
export const participantPageSchema = estimatedPageSchema(participantSchema);
export type ParticipantPage = z.infer<typeof participantPageSchema>;
