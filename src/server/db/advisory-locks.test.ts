import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks.ts';

describe('advisory locks', () => {
  it('each have a number of their own', () => {
    const numbers = Object.values(ADVISORY_LOCKS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('match the number the statistics triggers write in SQL', () => {
    const migration = readFileSync(
      new URL('./migrations/0016_statistics_months.sql', import.meta.url),
      'utf8',
    );
    const numbers = [...migration.matchAll(/pg_advisory_xact_lock_shared\((\d+)\)/g)].map((match) =>
      Number(match[1]),
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers)).toEqual(new Set([ADVISORY_LOCKS.statisticsStore]));
  });
});
