import { describe, expect, it } from 'vitest';
import { checkBallot, resolutionInputSchema } from './assembly-resolutions-schemas.ts';
import { approvalOutcome, choiceOutcome, electionOutcome } from './assembly-results.ts';

const options = (counts: Record<string, number>) =>
  Object.entries(counts).map(([option, count]) => ({ option, count }));

describe('approvalOutcome', () => {
  it.each([
    ['simple', 5, 4, 100, 'adoptee'],
    ['simple', 4, 4, 100, 'rejetee'],
    ['simple', 0, 0, 100, 'rejetee'],
    ['deux_tiers', 6, 3, 100, 'adoptee'],
    ['deux_tiers', 5, 3, 100, 'rejetee'],
    ['deux_tiers', 0, 0, 100, 'rejetee'],
    ['absolue_membres', 51, 0, 100, 'adoptee'],
    ['absolue_membres', 50, 0, 100, 'rejetee'],
  ] as const)('%s: %i oui, %i non, %i voters → %s', (rule, oui, non, voters, expected) => {
    expect(approvalOutcome(rule, { oui, non }, voters)).toBe(expected);
  });
});

describe('choiceOutcome', () => {
  it.each([
    ['simple', { A: 3, B: 2, C: 2 }, 100, ['A']],
    ['simple', { A: 3, B: 3 }, 100, []],
    ['simple', { A: 0, B: 0 }, 100, []],
    ['deux_tiers', { A: 6, B: 3 }, 100, ['A']],
    ['deux_tiers', { A: 5, B: 3 }, 100, []],
    ['absolue_membres', { A: 6, B: 1 }, 10, ['A']],
    ['absolue_membres', { A: 5, B: 1 }, 10, []],
  ] as const)('%s: %o among %i voters → %o', (rule, counts, voters, chosen) => {
    const result = choiceOutcome(rule, options(counts), voters);
    expect(result.chosen).toEqual(chosen);
    expect(result.outcome).toBe(chosen.length ? 'adoptee' : 'rejetee');
  });
});

describe('electionOutcome', () => {
  it.each([
    ['three seats among five', 'simple', 3, { A: 5, B: 4, C: 3, D: 2, E: 1 }, 6, ['A', 'B', 'C'], []],
    ['a tie at the last seat', 'simple', 3, { A: 5, B: 4, C: 3, D: 3, E: 1 }, 6, ['A', 'B'], ['C', 'D']],
    ['a tie above the last seat', 'simple', 3, { A: 5, B: 5, C: 3, D: 1 }, 6, ['A', 'B', 'C'], []],
    ['a candidate without a vote', 'simple', 3, { A: 2, B: 1, C: 0 }, 2, ['A', 'B'], []],
    ['two thirds of the ballots', 'deux_tiers', 2, { A: 4, B: 3, C: 1 }, 6, ['A'], []],
    ['half of the members', 'absolue_membres', 2, { A: 6, B: 5 }, 10, ['A'], []],
  ] as const)('%s', (_, rule, seats, counts, ballots, chosen, tied) => {
    expect(electionOutcome(rule, seats, options(counts), ballots, 10)).toEqual({ chosen, tied });
  });
});

describe('resolutionInputSchema', () => {
  const errors = (input: object) =>
    resolutionInputSchema
      .safeParse(input)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('asks for a title on one line', () => {
    expect(errors({ title: ' ', kind: 'approbation' })).toEqual([['title', 'Le titre est obligatoire']]);
    expect(errors({ title: 'a\nb', kind: 'approbation' })?.[0]?.[0]).toBe('title');
    expect(errors({ title: 'x'.repeat(301), kind: 'approbation' })).toEqual([
      ['title', 'Le titre est trop long'],
    ]);
  });

  it('asks a choice for two options and an election for as many candidates as seats', () => {
    expect(errors({ title: 'Lieu', kind: 'choix', options: ['Lyon', ' '] })).toEqual([
      ['options', 'Un choix demande au moins deux options'],
    ]);
    expect(errors({ title: 'Bureau', kind: 'election', options: ['A', 'B'], seats: 3 })).toEqual([
      ['options', 'Une élection demande au moins autant de candidats que de sièges'],
    ]);
    expect(errors({ title: 'Bureau', kind: 'election', options: ['A'] })).toEqual([
      ['seats', 'Indiquez le nombre de sièges à pourvoir'],
    ]);
    expect(errors({ title: 'Lieu', kind: 'choix', options: ['A', 'A'] })).toEqual([
      ['options', 'Deux options portent le même nom'],
    ]);
  });

  it('keeps only what the kind uses', () => {
    expect(
      resolutionInputSchema.parse({ title: 'Budget', kind: 'approbation', options: ['A'], seats: 2 }),
    ).toMatchObject({
      options: [],
      seats: null,
      majority: 'simple',
      secret: false,
    });
  });
});

describe('checkBallot', () => {
  const election = { kind: 'election' as const, options: ['A', 'B', 'C', 'D', 'E'], seats: 3 };
  it.each([
    [{ kind: 'approbation' as const, options: [], seats: null }, { vote: null, choices: [] }, 'vote'],
    [
      { kind: 'choix' as const, options: ['A', 'B'], seats: null },
      { vote: null, choices: ['A', 'B'] },
      'choices',
    ],
    [election, { vote: null, choices: ['A', 'B', 'C', 'D'] }, 'choices'],
    [election, { vote: null, choices: ['A', 'Z'] }, 'choices'],
    [election, { vote: null, choices: ['A', 'A'] }, 'choices'],
    [election, { vote: null, choices: [] }, 'choices'],
  ])('refuses a ballot that does not fit (%#)', (resolution, ballot, path) => {
    expect(checkBallot(resolution, ballot)).toMatchObject({ errors: [{ path }] });
  });

  it('keeps a ballot that fits', () => {
    expect(checkBallot(election, { vote: 'oui', choices: ['A', 'C'] })).toEqual({
      ballot: { vote: null, choices: ['A', 'C'] },
    });
  });
});
