import { describe, expect, it } from 'vitest';
import {
  addHandCount,
  COUNTING_MESSAGES,
  canStartNextRound,
  checkHandCount,
  countingText,
  nextRoundChoices,
  roundLabel,
  titleWithRound,
} from './assembly-counting.ts';
import { handCountInputSchema } from './assembly-counting-schemas.ts';

const approval = { kind: 'approbation' as const, options: [], seats: null };
const election = { kind: 'election' as const, options: ['Anne', 'Bruno', 'Chloé'], seats: 2 };
const input = (values: object) => handCountInputSchema.parse(values);

describe('checkHandCount', () => {
  it('takes an approval’s hands as its voters, within the room', () => {
    expect(checkHandCount(approval, input({ oui: 2, non: 1 }), 3)).toEqual({
      hand: { voters: 3, oui: 2, non: 1, abstention: 0, options: [] },
    });
    expect(checkHandCount(approval, input({ oui: 2, non: 1, abstention: 1 }), 3)).toEqual({
      errors: [{ path: 'total', message: COUNTING_MESSAGES.tooMany(3) }],
    });
  });

  it('keeps a choice’s options in the resolution’s order, missing ones at zero', () => {
    const choice = { kind: 'choix' as const, options: ['Lyon', 'Annecy'], seats: null };
    expect(checkHandCount(choice, input({ options: [{ option: 'Annecy', count: 2 }] }), 5)).toEqual({
      hand: {
        voters: 2,
        oui: 0,
        non: 0,
        abstention: 0,
        options: [
          { option: 'Lyon', count: 0 },
          { option: 'Annecy', count: 2 },
        ],
      },
    });
    expect(checkHandCount(choice, input({ options: [{ option: 'Paris', count: 1 }] }), 5)).toEqual({
      errors: [{ path: 'options.0.count', message: COUNTING_MESSAGES.unknownOption }],
    });
  });

  it('bounds an election’s hands by its voters and seats', () => {
    const hands = (anne: number, bruno: number) => [
      { option: 'Anne', count: anne },
      { option: 'Bruno', count: bruno },
    ];
    expect(checkHandCount(election, input({ voters: 2, options: hands(2, 2) }), 2)).toMatchObject({
      hand: { voters: 2 },
    });
    expect(checkHandCount(election, input({ voters: 3, options: hands(3, 0) }), 2)).toEqual({
      errors: [{ path: 'voters', message: COUNTING_MESSAGES.tooMany(2) }],
    });
    expect(checkHandCount(election, input({ voters: 1, options: hands(1, 2) }), 2)).toEqual({
      errors: [
        { path: 'options.1.count', message: COUNTING_MESSAGES.aboveVoters },
        { path: 'total', message: COUNTING_MESSAGES.tooManyHands(2) },
      ],
    });
  });

  it('refuses negative and fractional figures in the schema', () => {
    const parsed = handCountInputSchema.safeParse({ oui: -1, non: 0.5 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['oui', 'Le nombre ne peut pas être négatif'],
      ['non', 'Indiquez un nombre entier'],
    ]);
  });
});

describe('addHandCount and countingText', () => {
  const online = {
    counts: { oui: 5, non: 2, abstention: 1 },
    options: [{ option: 'Anne', count: 4 }],
    votes_cast: 8,
  };
  const hand = { voters: 3, oui: 1, non: 2, abstention: 0, options: [{ option: 'Anne', count: 1 }] };

  it('adds the hands to the online ballots', () => {
    expect(addHandCount(online, hand)).toEqual({
      counts: { oui: 6, non: 4, abstention: 1 },
      options: [{ option: 'Anne', count: 5 }],
      votes_cast: 11,
    });
    expect(addHandCount(online, null)).toBe(online);
  });

  it('says how a resolution was counted, with the split when both', () => {
    expect(countingText({ online_votes: 8, hand: null })).toBe('en ligne');
    expect(countingText({ online_votes: 0, hand })).toBe('à main levée');
    expect(countingText({ online_votes: 8, hand })).toBe(
      'en ligne et à main levée (8 en ligne, 3 à main levée)',
    );
    expect(countingText({ online_votes: 8, hand: { ...hand, voters: 0 } })).toBe('en ligne');
  });
});

describe('rounds', () => {
  it('names the rounds', () => {
    expect(roundLabel(1)).toBe('');
    expect(roundLabel(2)).toBe('Second tour');
    expect(roundLabel(3)).toBe('3e tour');
    expect(titleWithRound('Budget', 1)).toBe('Budget');
    expect(titleWithRound('Budget', 2)).toBe('Budget (second tour)');
  });

  it('allows another round only after a closed vote that decided nothing', () => {
    const closed = { status: 'close' as const, kind: 'approbation' as const, tied: [] };
    expect(canStartNextRound({ ...closed, outcome: 'rejetee' })).toBe(true);
    expect(canStartNextRound({ ...closed, outcome: 'adoptee' })).toBe(false);
    expect(canStartNextRound({ ...closed, status: 'ouverte', outcome: null })).toBe(false);
    const electionClosed = { ...closed, kind: 'election' as const, outcome: null };
    expect(canStartNextRound({ ...electionClosed, tied: ['Bruno', 'Chloé'] })).toBe(true);
    expect(canStartNextRound(electionClosed)).toBe(false);
  });

  it('puts the tied candidates to the seats left', () => {
    expect(nextRoundChoices(election, { chosen: ['Anne'], tied: ['Bruno', 'Chloé'] })).toEqual({
      options: ['Bruno', 'Chloé'],
      seats: 1,
    });
    expect(nextRoundChoices(approval, { chosen: [], tied: [] })).toEqual({ options: [], seats: null });
  });
});
