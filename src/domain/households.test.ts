import { describe, expect, it } from 'vitest';
import { householdRefusals } from './households.ts';

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
