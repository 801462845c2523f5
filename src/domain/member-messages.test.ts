import { describe, expect, it } from 'vitest';
import { seasonStart } from './member-messages.ts';

describe('seasonStart', () => {
  it('begins the season on September 1st, the day itself included', () => {
    expect(seasonStart('2026-09-01')).toBe('2026-09-01');
    expect(seasonStart('2026-12-31')).toBe('2026-09-01');
    expect(seasonStart('2027-08-31')).toBe('2026-09-01');
  });
});
