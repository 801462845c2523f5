import { describe, expect, it } from 'vitest';
import { calendarFileName, calendarTitle } from './assemblies.ts';
import {
  assemblyFormSchema,
  assemblyInputSchema,
  commentInputSchema,
  presenceInputSchema,
} from './assemblies-schemas.ts';
import { SINGLE_LINE_MESSAGE } from './text-fields.ts';

const valid = { date: '2027-06-12T14:00:00+02:00', lieu: 'Salle Molière', ordre_du_jour: [] };

describe('assemblyInputSchema', () => {
  it('drops blank agenda items, trims the others, and defaults to a_venir with no video link', () => {
    const parsed = assemblyInputSchema.parse({
      ...valid,
      lien_visio: ' ',
      ordre_du_jour: [' Bilan ', '', '  '],
    });
    expect(parsed).toMatchObject({ ordre_du_jour: ['Bilan'], status: 'a_venir', lien_visio: null });
  });

  it('asks for the date-time and the place, and a web address as video link', () => {
    const message = (input: object) => assemblyInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...valid, date: '' })).toBe("La date et l'heure sont obligatoires");
    expect(message({ ...valid, lieu: '  ' })).toBe('Le lieu est obligatoire');
    expect(message({ ...valid, lien_visio: 'javascript:alert(1)' })).toBe('Le lien visio doit être une URL');
  });

  it('lets the form hold a local date-time that the route would refuse', () => {
    expect(assemblyFormSchema.safeParse({ ...valid, date: '2027-06-12T14:00' }).success).toBe(true);
    expect(assemblyInputSchema.safeParse({ ...valid, date: '2027-06-12T14:00' }).success).toBe(false);
  });
});

describe('member inputs', () => {
  it('trims a comment and refuses a blank one', () => {
    expect(commentInputSchema.parse({ commentaire: '  Merci  ' }).commentaire).toBe('Merci');
    expect(commentInputSchema.safeParse({ commentaire: ' \n ' }).success).toBe(false);
  });

  it('reads a presence without proxy as no proxy', () => {
    expect(presenceInputSchema.parse({ present: true })).toEqual({
      present: true,
      procuration_user_id: null,
    });
  });
});

it('names the calendar file and event after the initials', () => {
  expect(calendarFileName('HDS')).toBe('ag-hds.ics');
  expect(calendarTitle('HDS')).toBe('Assemblée Générale HDS');
});

describe('the video link', () => {
  it('refuses a video link holding a line break, which the URL check alone would quietly drop', () => {
    const input = { date: '2030-01-01T10:00:00Z', lieu: 'Salle des fêtes' };
    const result = assemblyInputSchema.safeParse({ ...input, lien_visio: 'https://visio.fr/ag\nMontant' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lien_visio', SINGLE_LINE_MESSAGE],
    ]);
    expect(assemblyInputSchema.parse({ ...input, lien_visio: 'https://visio.fr/ag' }).lien_visio).toBe(
      'https://visio.fr/ag',
    );
  });
});
