import { describe, expect, it } from 'vitest';
import { asSentenceSubject, withPreposition } from './association-name.ts';

describe("the association's name after « de »", () => {
  it.each([
    ['Association HDS', "de l'Association HDS"],
    ['Amicale des Retraités', "de l'Amicale des Retraités"],
    ['Union Mémoire Vive', "de l'Union Mémoire Vive"],
    ['Club des Anciens', 'du Club des Anciens'],
    ['Comité des Fêtes', 'du Comité des Fêtes'],
    ['Fédération des Conteurs', 'de la Fédération des Conteurs'],
    ['Société d’Histoire', 'de la Société d’Histoire'],
    ['Amis du Patrimoine', 'des Amis du Patrimoine'],
  ])('a name beginning with a common noun takes its article: %s', (name, expected) => {
    expect(withPreposition('de', name)).toBe(expected);
  });

  it.each([
    ['Le Cercle des Mémoires', 'du Cercle des Mémoires'],
    ['La Maison des Souvenirs', 'de la Maison des Souvenirs'],
    ['Les Amis de Jeanne', 'des Amis de Jeanne'],
    ["L'Atelier des Récits", "de l'Atelier des Récits"],
    ['L’Écho des Aînés', "de l'Écho des Aînés"],
  ])('a name beginning with an article keeps it, contracted: %s', (name, expected) => {
    expect(withPreposition('de', name)).toBe(expected);
  });

  it.each([
    ['Souvenirs Vivants', 'de Souvenirs Vivants'],
    ['Émeraude', "d'Émeraude"],
    ['HDS', "d'HDS"],
  ])('a proper name takes no article, elided before a vowel sound: %s', (name, expected) => {
    expect(withPreposition('de', name)).toBe(expected);
  });

  it('ignores the case and the accents of the first word, and the spaces around the name', () => {
    expect(withPreposition('de', '  ASSOCIATION HDS ')).toBe("de l'ASSOCIATION HDS");
    expect(withPreposition('de', 'Federation X')).toBe('de la Federation X');
  });
});

describe('after « à » and « chez »', () => {
  it('contracts « à le » and « à les », and never « chez »', () => {
    expect(withPreposition('à', 'Association HDS')).toBe("à l'Association HDS");
    expect(withPreposition('à', 'Le Club des Anciens')).toBe('au Club des Anciens');
    expect(withPreposition('à', 'Les Amis de Jeanne')).toBe('aux Amis de Jeanne');
    expect(withPreposition('à', 'Fédération X')).toBe('à la Fédération X');
    expect(withPreposition('chez', 'Club des Anciens')).toBe('chez le Club des Anciens');
    expect(withPreposition('chez', 'Association HDS')).toBe("chez l'Association HDS");
    expect(withPreposition('à', 'Émeraude')).toBe('à Émeraude');
  });
});

describe('the association as the subject of the certificate', () => {
  it.each([
    ['Association HDS', "L'Association HDS"],
    ['Amicale des Retraités', "L'Amicale des Retraités"],
    ['Club des Anciens', 'Le Club des Anciens'],
    ['Fédération des Conteurs', 'La Fédération des Conteurs'],
    ['Le Cercle des Mémoires', 'Le Cercle des Mémoires'],
    ['la Maison des Souvenirs', 'La Maison des Souvenirs'],
    ['L’Écho des Aînés', "L'Écho des Aînés"],
  ])('a singular name takes its article, capitalised: %s', (name, expected) => {
    expect(asSentenceSubject(name)).toBe(expected);
  });

  it.each([
    ['Les Amis du Patrimoine', "L'association Les Amis du Patrimoine"],
    ['Amis du Patrimoine', "L'association Amis du Patrimoine"],
    ['Souvenirs Vivants', "L'association Souvenirs Vivants"],
    ['HDS', "L'association HDS"],
  ])('a plural or a proper name follows « L’association »: %s', (name, expected) => {
    expect(asSentenceSubject(name)).toBe(expected);
  });
});
