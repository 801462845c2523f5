import { describe, expect, it } from 'vitest';
import { AG_STATUSES } from './assemblies.ts';
import {
  canCastVote,
  canEditAssembly,
  canEditResolution,
  canRunVotes,
  canSetPresence,
  canVoteOn,
} from './assembly-permissions.ts';

describe('AG status rules', () => {
  for (const status of AG_STATUSES) {
    it(`presence ${status === 'a_venir' ? 'opens' : 'stays closed'} and voting ${status === 'en_cours' ? 'opens' : 'stays closed'} when « ${status} »`, () => {
      expect(canSetPresence({ status })).toBe(status === 'a_venir');
      expect(canCastVote({ status })).toBe(status === 'en_cours');
    });
  }
});

describe('resolution rules', () => {
  it.each([
    ['a_venir', 'en_attente', false, true],
    ['en_cours', 'en_attente', false, true],
    ['en_cours', 'ouverte', true, false],
    ['en_cours', 'close', false, false],
    ['terminee', 'close', false, false],
  ] as const)('AG %s, vote %s: votes %s, edits %s', (agStatus, status, votes, edits) => {
    expect(canVoteOn({ status: agStatus }, { status })).toBe(votes);
    expect(canEditResolution({ status: agStatus }, { status })).toBe(edits);
  });

  it('opens and closes votes only while the AG is held', () => {
    expect(AG_STATUSES.filter((status) => canRunVotes({ status }))).toEqual(['en_cours']);
  });
});

describe('the assembly form', () => {
  it('opens on an assembly to come or held, never on a terminated one', () => {
    expect(AG_STATUSES.filter((status) => canEditAssembly({ status }))).toEqual(['a_venir', 'en_cours']);
  });
});
