import { describe, expect, it } from 'vitest';
import {
  collapseBlanks,
  PHONE_MESSAGE,
  phoneSchema,
  SINGLE_LINE_MESSAGE,
  singleLine,
  toSingleLine,
} from './text-fields.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('singleLine', () => {
  const name = singleLine(20, { required: 'Le nom est obligatoire', tooLong: 'Le nom est trop long' });

  it.each([
    ['Lefèvre', 'Lefèvre'],
    ['  Saint-Étienne  ', 'Saint-Étienne'],
    ['N’Diaye (née Ba)', 'N’Diaye (née Ba)'],
    ['Zoë 12, bis', 'Zoë 12, bis'],
    ['\nLefèvre\n', 'Lefèvre'],
    ['Jean      Montant', 'Jean Montant'],
    ['\u00a0Le\u202fGall\u00a0', 'Le Gall'],
    ['Saint\u2002\u2003\u2009Malo', 'Saint Malo'],
    ['Zoë\u3000\u3000Ba', 'Zoë Ba'],
    ['\ufeffAnne\u200b\u200bMarie\u2060', 'Anne Marie'],
  ])('accepts %j as %j', (input, output) => {
    expect(name.parse(input)).toBe(output);
  });

  it.each([
    ['a line break', 'Un\nType d’adhésion'],
    ['a carriage return', 'Un\rMontant'],
    ['a tab', 'Un\tdeux'],
    ['a NUL', 'Un\u0000deux'],
    ['an escape', 'Un\u001b[31m'],
    ['DEL', 'Un\u007fdeux'],
    ['a C1 next-line', 'Un\u0085deux'],
    ['a line separator', 'Un\u2028deux'],
    ['a paragraph separator', 'Un\u2029deux'],
    ['a right-to-left override', 'Un\u202edeux'],
    ['a directional isolate', 'Un\u2066deux'],
  ])('refuses %s', (_what, input) => {
    expect(messages(name.safeParse(input))).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it('says what is missing, too long, or of another type', () => {
    expect(messages(name.safeParse(undefined))).toEqual(['Le nom est obligatoire']);
    expect(messages(name.safeParse('   '))).toEqual(['Le nom est obligatoire']);
    expect(messages(name.safeParse('x'.repeat(21)))).toEqual(['Le nom est trop long']);
    expect(messages(name.safeParse(12))).toEqual(['Un texte est attendu']);
    expect(messages(singleLine(5).safeParse(''))).toEqual([]);
    expect(messages(singleLine(5).safeParse('abcdef'))).toEqual(['5 caractères au plus']);
    expect(messages(name.safeParse('\u00a0\u2003\u200b'))).toEqual(['Le nom est obligatoire']);
  });

  it('counts the length once the blank runs are collapsed', () => {
    expect(name.parse(`Lefèvre${' '.repeat(30)}Ba`)).toBe('Lefèvre Ba');
  });

  it('still refuses a line break among collapsed blanks', () => {
    expect(messages(name.safeParse('Jean\u00a0\n\u00a0Montant'))).toEqual([SINGLE_LINE_MESSAGE]);
  });
});

describe('phoneSchema', () => {
  it.each(['06 12 34 56 78', '+33 6 12 34 56 78', '06.12.34.56.78', '(0)4-72-00-00-00', ''])(
    'accepts %j',
    (input) => {
      expect(phoneSchema().safeParse(input).success).toBe(true);
    },
  );

  it.each(['abc', '06 12 AB', '+', '06 12 34 56 78 poste 12', '06/12/34'])('refuses %j', (input) => {
    expect(messages(phoneSchema().safeParse(input))).toEqual([PHONE_MESSAGE]);
  });

  it('refuses a line break, and an empty number where one is required', () => {
    expect(messages(phoneSchema().safeParse('06\n12'))).toContain(SINGLE_LINE_MESSAGE);
    expect(messages(phoneSchema({ required: 'Requis' }).safeParse(''))).toEqual(['Requis']);
  });
});

describe('toSingleLine', () => {
  it('prints a stored text on one line', () => {
    expect(toSingleLine('Un\nType : Fondateur\r\n\tMontant')).toBe('Un Type : Fondateur Montant');
    expect(toSingleLine('Lefèvre')).toBe('Lefèvre');
  });

  it('prints a stored blank run as one space', () => {
    expect(toSingleLine('Jean      Montant : 9 999,00')).toBe('Jean Montant : 9 999,00');
    expect(toSingleLine('Dupont\u00a0\n\u3000Martin')).toBe('Dupont Martin');
  });
});

describe('collapseBlanks', () => {
  it('leaves letters, punctuation and single spaces as they are', () => {
    expect(collapseBlanks('N’Diaye-Ba (née Lefèvre), 12 bis')).toBe('N’Diaye-Ba (née Lefèvre), 12 bis');
  });
});
