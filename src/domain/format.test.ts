import { describe, expect, it } from 'vitest';
import { formatCountOf, formatEuros } from './format.ts';

describe('formatCountOf', () => {
  it('agrees the words with the count as French does: 0 and 1 singular, grouped thousands', () => {
    expect(formatCountOf(1, 'membre créé', 'membres créés')).toBe('1 membre créé');
    expect(formatCountOf(30, 'membre créé', 'membres créés')).toBe('30 membres créés');
    expect(formatCountOf(0, 'ligne')).toBe('0 ligne');
    expect(formatCountOf(10_000, 'ligne')).toBe('10\u202f000 lignes');
  });
});

describe('formatEuros', () => {
  it('groups thousands with a narrow no-break space and keeps the sign on the amount’s line', () => {
    expect(formatEuros(10_000)).toBe('10\u202f000,00\u00a0€');
    expect(formatEuros(7.5)).toBe('7,50\u00a0€');
  });
});
