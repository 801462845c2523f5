import { describe, expect, it } from 'vitest';
import { calendarFileName, formatEventDate } from './events.ts';
import { eventFormSchema, eventInputSchema } from './events-schemas.ts';

describe('calendarFileName', () => {
  it('names the file after the title, without characters file systems refuse', () => {
    expect(calendarFileName('Café souvenirs')).toBe('Café souvenirs.ics');
    expect(calendarFileName('AG 2026 : bilan/perspectives?')).toBe('AG 2026 bilan perspectives.ics');
    expect(calendarFileName('  ***  ')).toBe('evenement.ics');
  });
});

describe('event schemas', () => {
  const valid = {
    titre: 'Atelier',
    description: 'Écrire ses souvenirs',
    date: '2026-12-12T13:30:00.000Z',
    lieu: '',
    places_max: '',
  };

  it('treats an empty place and an empty number of places as none', () => {
    expect(eventInputSchema.parse(valid)).toMatchObject({ lieu: null, places_max: null });
  });

  it('wants an instant with its offset on the server, any date-time in the form', () => {
    expect(eventInputSchema.safeParse({ ...valid, date: '2026-12-12T14:30' }).success).toBe(false);
    expect(eventFormSchema.safeParse({ ...valid, date: '2026-12-12T14:30' }).success).toBe(true);
    expect(eventFormSchema.safeParse({ ...valid, date: '' }).error?.issues[0]?.message).toBe(
      'La date et l’heure sont obligatoires',
    );
  });
});

describe('formatEventDate', () => {
  it('writes the date in French, Paris time', () => {
    expect(formatEventDate('2026-12-12T13:30:00.000Z')).toBe('samedi 12 décembre 2026 à 14:30');
  });
});
