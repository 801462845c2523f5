import { describe, expect, it } from 'vitest';
import { calendarDateSchema, dateTimeAsDateSchema, dateTimeSchema, instantSchema } from './dates.ts';

const field = { label: 'Date de début', required: 'La date de début est obligatoire' };
const RANGE = 'Date de début : l’année doit être comprise entre 1900 et 2200';
const INVALID = 'Date de début : date invalide';

/** The message a value gets, or null when it passes. */
const messageOf =
  (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }) =>
  (value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('a calendar date (YYYY-MM-DD)', () => {
  const check = messageOf(calendarDateSchema(field));

  it('accepts real days, 29 February of leap years included', () => {
    for (const day of ['2026-11-23', '2028-02-29', '2000-02-29', '1900-01-01', '2200-12-31'])
      expect(check(day), day).toBeNull();
  });

  it('refuses days the calendar does not have', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-04-31', '2027-02-29', '2100-02-29', '2026-1-5'])
      expect(check(day), day).toBe(INVALID);
  });

  it('refuses years no one means, which the database may not even store', () => {
    for (const day of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])
      expect(check(day), day).toBe(RANGE);
  });

  it('says the field is required when it is empty or missing, and invalid when it is not text', () => {
    expect(check('')).toBe('La date de début est obligatoire');
    expect(check(undefined)).toBe('La date de début est obligatoire');
    expect(check(20260101)).toBe(INVALID);
  });
});

describe('a date and time', () => {
  it('from the API is an instant, with its offset', () => {
    const check = messageOf(instantSchema(field));
    expect(check('2026-11-23T18:30:00.000Z')).toBeNull();
    expect(check('2026-11-23T18:30:00+01:00')).toBeNull();
    expect(check('2026-11-23T18:30')).toBe(INVALID);
    expect(check('2026-02-30T18:30:00Z')).toBe(INVALID);
    expect(check('-000001-01-01T00:00:00Z')).toBe(INVALID);
    expect(check('+275760-09-13T00:00:00Z')).toBe(INVALID);
    expect(check('0000-01-01T00:00:00Z')).toBe(RANGE);
  });

  it('from a form is the browser’s local time, which a browser would move to 2 March', () => {
    const check = messageOf(dateTimeSchema(field));
    expect(check('2026-11-23T18:30')).toBeNull();
    expect(check('2026-11-23T18:30:00.000Z')).toBeNull();
    expect(check('2026-02-30T18:30')).toBe(INVALID);
    expect(check('2026-11-23T25:00')).toBe(INVALID);
  });

  it('read as a Date keeps the instant, and an empty field says it is required', () => {
    const schema = dateTimeAsDateSchema(field);
    expect(schema.parse('2026-11-23T17:30:00.000Z')).toEqual(new Date('2026-11-23T17:30:00.000Z'));
    expect(messageOf(schema)(null)).toBe('La date de début est obligatoire');
    expect(messageOf(schema)('')).toBe('La date de début est obligatoire');
    expect(messageOf(schema)(1_700_000_000_000)).toBe(INVALID);
  });
});
