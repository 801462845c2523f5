import { describe, expect, it } from 'vitest';
import { assemblyHeading, assemblyKindName, DEFAULT_KIND_RULES, rulesOfKind } from './assembly-kinds.ts';
import { approvalOutcome } from './assembly-results.ts';

const settings = {
  ag_quorum_percent: 25,
  ag_majority: 'simple' as const,
  age_quorum_percent: 60,
  age_majority: 'deux_tiers' as const,
};

describe('each kind of assembly has its quorum and majority', () => {
  it('keeps the spec’s figures for the ordinary assembly, and asks more of the extraordinary one', () => {
    expect(DEFAULT_KIND_RULES.ordinaire).toEqual({ quorum_percent: 25, majority: 'simple' });
    expect(DEFAULT_KIND_RULES.extraordinaire).toEqual({ quorum_percent: 50, majority: 'deux_tiers' });
  });

  it('reads the settings of the assembly’s own kind', () => {
    expect(rulesOfKind(settings, 'ordinaire')).toEqual({ quorum_percent: 25, majority: 'simple' });
    expect(rulesOfKind(settings, 'extraordinaire')).toEqual({ quorum_percent: 60, majority: 'deux_tiers' });
  });

  it('adopts 6 Oui against 4 Non at an ordinary assembly, not at an extraordinary one', () => {
    const counts = { oui: 6, non: 4 };
    expect(approvalOutcome(rulesOfKind(settings, 'ordinaire').majority, counts, 20)).toBe('adoptee');
    expect(approvalOutcome(rulesOfKind(settings, 'extraordinaire').majority, counts, 20)).toBe('rejetee');
    expect(approvalOutcome(rulesOfKind(settings, 'extraordinaire').majority, { oui: 8, non: 4 }, 20)).toBe(
      'adoptee',
    );
  });
});

describe('the kind in words', () => {
  it('titles an ordinary assembly as the spec does and marks an extraordinary one', () => {
    expect(assemblyHeading('ordinaire', '2027-06-12T12:00:00.000Z')).toBe('AG du 12/06/2027');
    expect(assemblyHeading('extraordinaire', '2027-06-12T12:00:00.000Z')).toBe('AGE du 12/06/2027');
    expect(assemblyKindName('extraordinaire')).toBe('assemblée générale extraordinaire');
  });
});
