import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0.5, 'cinquante centimes'],
    [1, 'un euro'],
    [21, 'vingt et un euros'],
    [71, 'soixante et onze euros'],
    [80, 'quatre-vingts euros'],
    [81, 'quatre-vingt-un euros'],
    [100, 'cent euros'],
    [200, 'deux cents euros'],
    [1000, 'mille euros'],
    [
      1_234_567.89,
      'un million deux cent trente-quatre mille cinq cent soixante-sept euros et quatre-vingt-neuf centimes',
    ],
    [80.5, 'quatre-vingts euros et cinquante centimes'],
    [0.01, 'un centime'],
    [0, 'zéro euro'],
    [91, 'quatre-vingt-onze euros'],
    [77, 'soixante-dix-sept euros'],
    [201, 'deux cent un euros'],
    [200_000, 'deux cent mille euros'],
    [80_000, 'quatre-vingt mille euros'],
    [2_000_000, 'deux millions d’euros'],
    [280_000_000, 'deux cent quatre-vingts millions d’euros'],
    [1_001_001, 'un million mille un euros'],
    [10.1, 'dix euros et dix centimes'],
  ])('writes %s € as « %s »', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});
