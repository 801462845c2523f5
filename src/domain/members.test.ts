import { describe, expect, it } from 'vitest';
import { formatEuros } from './format.ts';
import { addOneYear } from './members.ts';

describe('membership duration', () => {
  it('ends exactly one year after it starts', () => {
    expect(addOneYear('2026-11-21')).toBe('2027-11-21');
    expect(addOneYear('2026-12-31')).toBe('2027-12-31');
  });

  it('ends on 1 March when it starts on 29 February', () => {
    expect(addOneYear('2028-02-29')).toBe('2029-03-01');
  });
});

describe('amounts', () => {
  it('are written the French way', () => {
    expect(formatEuros(7.5).replace(/\s/g, ' ')).toBe('7,50 €');
    expect(formatEuros(1234).replace(/\s/g, ' ')).toBe('1 234,00 €');
  });
});
