import { z } from './zod.ts';

/**
 * Dates a person can mean and the database can store: PostgreSQL refuses year 0 and anything
 * before 4713 BC, and JavaScript happily turns 30 February into 2 March. Both are the sender's
 * mistake, answered with a 400 naming the field, never a 500 nor a silently moved date.
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2200;

/** How a date field is named in its messages (`Date de début`), and what it says when left empty. */
export type DateField = { label: string; required: string };

const invalidDateMessage = (label: string) => `${label} : date invalide`;
const dateOutOfRangeMessage = (label: string) =>
  `${label} : l’année doit être comprise entre ${DATE_MIN_YEAR} et ${DATE_MAX_YEAR}`;

// Zod's ISO formats already know the calendar (no 30 February, no 13th month, 29 February only in leap years).
const calendarDay = z.iso.date();
const instant = z.iso.datetime({ offset: true });
/** What a browser's datetime-local field gives ('2026-05-01T18:30'), or an instant. */
const localOrInstant = z.iso.datetime({ offset: true, local: true });

const isYearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

function checkedDate(format: z.ZodType<string>, field: DateField) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? field.required : invalidDateMessage(field.label),
    })
    .min(1, { error: field.required, abort: true })
    .refine((value) => format.safeParse(value).success, {
      error: invalidDateMessage(field.label),
      abort: true,
    })
    .refine(isYearInRange, { error: dateOutOfRangeMessage(field.label) });
}

/** A day, 'YYYY-MM-DD' (membership dates). */
export const calendarDateSchema = (field: DateField) =>
  checkedDate(calendarDay, field).meta({ format: 'date', description: 'Date AAAA-MM-JJ' });

/** An instant, ISO 8601 with its offset: what the API takes for an event or an AG. */
export const instantSchema = (field: DateField) =>
  checkedDate(instant, field).meta({ format: 'date-time', description: 'Date et heure ISO 8601' });

/** A form's date-time field: the browser's local 'YYYY-MM-DDTHH:mm', or an instant. */
export const dateTimeSchema = (field: DateField) => checkedDate(localOrInstant, field);

/**
 * A date-time read as a `Date`: the member's form gives local time, the API an instant. A form's
 * empty field (null) reads as missing, so that its own message shows.
 */
export const dateTimeAsDateSchema = (field: DateField) =>
  z
    .preprocess((value) => value ?? '', dateTimeSchema(field))
    .transform((value) => new Date(value))
    .meta({ type: 'string', format: 'date-time', description: 'Date et heure ISO 8601' });

const isRealDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * '15/09/2025' (French Excel), '15-09-2025', '15.09.2025' or '2025-09-15' -> '2025-09-15';
 * undefined for anything else, 31/02 included: a date is never moved to another day.
 */
export function parseFrenchDate(value: string): string | undefined {
  const text = value.trim();
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const [year, month, day] = french
    ? [Number(french[3]), Number(french[2]), Number(french[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!isRealDay(year, month, day) || year < DATE_MIN_YEAR || year > DATE_MAX_YEAR) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}
