import { describe, expect, it } from 'vitest';
import { AG_STATUSES } from './assemblies.ts';
import { canCastVote, canSetPresence } from './assembly-permissions.ts';

describe('AG status rules', () => {
  for (const status of AG_STATUSES) {
    it(`presence ${status === 'a_venir' ? 'opens' : 'stays closed'} and voting ${status === 'en_cours' ? 'opens' : 'stays closed'} when « ${status} »`, () => {
      expect(canSetPresence({ status })).toBe(status === 'a_venir');
      expect(canCastVote({ status })).toBe(status === 'en_cours');
    });
  }
});
