import type { VoteValue } from './assemblies.ts';
import type { ResolutionKind } from './assembly-resolutions.ts';
import type { FieldError } from './errors.ts';

/** A ballot's own checks, without zod: the member's voting page uses them before it sends anything. */
const BALLOT_MESSAGES = {
  answer: 'Choisissez une réponse',
  option: 'Choisissez une option',
  candidate: 'Choisissez au moins un candidat',
  unknown: 'Cette option ne fait pas partie du vote',
  twice: 'Une option ne se choisit qu’une fois',
  tooMany: (seats: number) => `Choisissez au plus ${seats} candidat${seats > 1 ? 's' : ''}`,
} as const;

/** A ballot as its resolution reads it: normalised, or the fields that are wrong. */
export type CheckedBallot = { vote: VoteValue | null; choices: string[] };

/** Whether a ballot fits its resolution: the server refuses it by field, the page checks it first. */
export function checkBallot(
  resolution: { kind: ResolutionKind; options: string[]; seats: number | null },
  ballot: { vote: VoteValue | null; choices: string[] },
): { ballot: CheckedBallot } | { errors: FieldError[] } {
  const fail = (path: string, message: string) => ({ errors: [{ path, message }] });
  if (resolution.kind === 'approbation') {
    return ballot.vote
      ? { ballot: { vote: ballot.vote, choices: [] } }
      : fail('vote', BALLOT_MESSAGES.answer);
  }
  const { choices } = ballot;
  if (choices.some((choice) => !resolution.options.includes(choice)))
    return fail('choices', BALLOT_MESSAGES.unknown);
  if (new Set(choices).size !== choices.length) return fail('choices', BALLOT_MESSAGES.twice);
  if (resolution.kind === 'choix') {
    return choices.length === 1
      ? { ballot: { vote: null, choices } }
      : fail('choices', BALLOT_MESSAGES.option);
  }
  const seats = resolution.seats ?? 1;
  if (choices.length === 0) return fail('choices', BALLOT_MESSAGES.candidate);
  if (choices.length > seats) return fail('choices', BALLOT_MESSAGES.tooMany(seats));
  return { ballot: { vote: null, choices } };
}
