import { describe, expect, it } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use.ts';

describe('madeOnFirstUse', () => {
  it('makes the value when first asked for, then gives the same one', () => {
    let made = 0;
    const format = madeOnFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('fr-FR');
    });
    expect(made).toBe(0);
    expect(format().format(1234)).toBe('1\u202f234');
    expect(format()).toBe(format());
    expect(made).toBe(1);
  });
});
