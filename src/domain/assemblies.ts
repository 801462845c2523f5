export const AG_STATUSES = ['a_venir', 'en_cours', 'terminee'] as const;
export type AgStatus = (typeof AG_STATUSES)[number];

export const VOTE_VALUES = ['oui', 'non', 'abstention'] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export const VOTE_QUESTIONS = [
  'Approuvez-vous le bilan moral ?',
  'Approuvez-vous le bilan financier ?',
] as const;
export type VoteQuestion = (typeof VOTE_QUESTIONS)[number];
