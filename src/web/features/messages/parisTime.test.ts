import { describe, expect, it } from 'vitest';
import { parisInstant } from './parisTime.ts';

describe('parisInstant', () => {
  it('reads a winter time one hour ahead of UTC', () => {
    expect(parisInstant('2026-12-01', '18:30').toISOString()).toBe('2026-12-01T17:30:00.000Z');
  });

  it('reads a summer time two hours ahead of UTC', () => {
    expect(parisInstant('2026-07-14', '09:05').toISOString()).toBe('2026-07-14T07:05:00.000Z');
  });

  it('lands right on the days the clocks change', () => {
    expect(parisInstant('2026-03-29', '04:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(parisInstant('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});
