import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';
import { describeListTotal } from './listTotal.ts';

describe('describeListTotal', () => {
  it('says an exact total as it is, agreed in number', () => {
    expect(describeListTotal({ total: 1, totalIsEstimate: false }, 'action')).toBe('1 action');
    expect(describeListTotal({ total: 12, totalIsEstimate: false }, 'action')).toBe('12 actions');
  });

  it('says "more than" for a count stopped at its bound, whether searched or filtered', () => {
    const capped = { total: 1_000, totalIsEstimate: true, answer: { totalIsCapped: true } };
    expect(describeListTotal(capped, 'utilisateur')).toBe(`Plus de ${formatCount(1_000)} utilisateurs`);
  });

  it('says "about" for the estimate of a whole list', () => {
    const estimated = { total: 12_345, totalIsEstimate: true, answer: { totalIsCapped: false } };
    expect(describeListTotal(estimated, 'utilisateur')).toBe(`Environ ${formatCount(12_345)} utilisateurs`);
  });
});
