import { describe, expect, it } from 'vitest';
import { householdDependantSchema, householdRefusals, plausibleBirthYears } from './households.ts';

const FAMILY = { household_size: 3 };
const person = (email: string) => ({ email });

describe('householdRefusals', () => {
  it('accepts nobody, or up to the offer’s size less the payer', () => {
    expect(householdRefusals({ household_size: null }, [], 'moi@exemple.fr')).toEqual([]);
    expect(
      householdRefusals(FAMILY, [person('a@exemple.fr'), person('b@exemple.fr')], 'moi@exemple.fr'),
    ).toEqual([]);
  });

  it('refuses people on an offer for one person, and more than the offer covers', () => {
    expect(householdRefusals({ household_size: null }, [person('a@exemple.fr')], 'moi@exemple.fr')).toEqual([
      { path: 'household', message: 'Cette offre est individuelle : elle ne couvre pas d’autres personnes' },
    ]);
    const three = [person('a@exemple.fr'), person('b@exemple.fr'), person('c@exemple.fr')];
    expect(householdRefusals(FAMILY, three, 'moi@exemple.fr')).toEqual([
      { path: 'household', message: 'Ce foyer compte au plus 3 personnes, vous compris' },
    ]);
  });

  it('names the field of the payer’s own address and of an address given twice, whatever the case', () => {
    expect(
      householdRefusals(FAMILY, [person(' Moi@Exemple.fr '), person('a@exemple.fr')], 'moi@exemple.fr'),
    ).toEqual([
      {
        path: 'household.0.email',
        message: 'C’est votre propre adresse : indiquez celle de ce membre du foyer',
      },
    ]);
    expect(
      householdRefusals(FAMILY, [person('a@exemple.fr'), person('A@exemple.fr')], 'moi@exemple.fr'),
    ).toEqual([
      { path: 'household.1.email', message: 'Cette adresse est déjà celle d’un autre membre du foyer' },
    ]);
  });
});

describe('a household member without an email', () => {
  const today = new Date('2026-06-15T12:00:00Z');

  it('counts in the household’s size like the others', () => {
    const child = { prenom: 'Léa', nom: 'Moreau', annee_naissance: 2016 };
    expect(householdRefusals(FAMILY, [person('a@exemple.fr')], 'moi@exemple.fr', [child])).toEqual([]);
    expect(householdRefusals(FAMILY, [person('a@exemple.fr')], 'moi@exemple.fr', [child, child])).toEqual([
      { path: 'household', message: 'Ce foyer compte au plus 3 personnes, vous compris' },
    ]);
    expect(householdRefusals({ household_size: null }, [], 'moi@exemple.fr', [child])).toEqual([
      { path: 'household', message: 'Cette offre est individuelle : elle ne couvre pas d’autres personnes' },
    ]);
  });

  it('has a birth year within the last 120 years, this year included', () => {
    expect(plausibleBirthYears(today)).toEqual({ earliest: 1906, latest: 2026 });
    const thisYear = new Date().getFullYear();
    const year = (annee_naissance: unknown) =>
      householdDependantSchema.safeParse({ prenom: 'Léa', nom: 'Moreau', annee_naissance }).error?.issues[0]
        ?.message;
    expect(year(thisYear)).toBeUndefined();
    expect(year(thisYear - 120)).toBeUndefined();
    expect(year(thisYear + 1)).toBe(
      `L’année de naissance doit être comprise entre ${thisYear - 120} et ${thisYear}`,
    );
    expect(year(undefined)).toBe('Veuillez saisir l’année de naissance');
    expect(year(2015.5)).toBe('L’année de naissance est une année sur quatre chiffres, par exemple 2015');
  });
});
