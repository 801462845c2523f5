import type { HandCountInput } from './assembly-counting-schemas.ts';
import type {
  HandCount,
  ResolutionKind,
  ResolutionOutcome,
  ResolutionStatus,
} from './assembly-resolutions.ts';
import type { FieldError } from './errors.ts';

/**
 * How an assembly counts: online ballots, plus the show of hands of the present members who vote
 * without a device, and a second round when a vote decided nothing.
 */
export const COUNTING_MESSAGES = {
  secret: 'Un vote secret ne se compte pas à main levée : chacun verrait le choix des autres',
  notOpen: 'Le vote à main levée se saisit tant que le vote de la résolution est ouvert',
  tooMany: (limit: number) =>
    limit === 0
      ? 'Tous les votants présents ont déjà voté en ligne : aucune main ne peut s’ajouter'
      : `Le total dépasse ${limit === 1 ? 'le seul votant présent' : `les ${limit} votants présents`} qui n’${limit === 1 ? 'a' : 'ont'} pas voté en ligne`,
  aboveVoters: 'Un candidat ne reçoit pas plus de mains qu’il n’y a de votants',
  tooManyHands: (seats: number) =>
    `Chaque votant lève la main pour ${seats} candidat${seats > 1 ? 's' : ''} au plus : le total dépasse`,
  unknownOption: 'Cette option ne fait pas partie du vote',
  roundNotClosed: 'Un second tour se décide une fois le vote clos',
  roundNotNeeded: 'Un second tour suit une résolution rejetée ou une égalité au dernier siège d’une élection',
  roundTaken: 'Cette résolution a déjà son second tour',
  roundNotHeld: 'Un second tour se vote pendant l’assemblée',
  saved: 'Vote à main levée enregistré',
  roundOpened: 'Second tour ouvert',
} as const;

/**
 * Whether a show of hands fits its resolution and the room: non-negative figures, an election's
 * candidates each within its voters, and no more voters than the present members (and those they
 * represent) who have not voted online, `limit`.
 */
export function checkHandCount(
  resolution: { kind: ResolutionKind; options: string[]; seats: number | null },
  input: HandCountInput,
  limit: number,
): { hand: HandCount } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (resolution.kind === 'approbation') {
    const voters = input.oui + input.non + input.abstention;
    if (voters > limit) errors.push({ path: 'total', message: COUNTING_MESSAGES.tooMany(limit) });
    const { oui, non, abstention } = input;
    return errors.length > 0 ? { errors } : { hand: { voters, oui, non, abstention, options: [] } };
  }
  input.options.forEach((entry, index) => {
    if (!resolution.options.includes(entry.option))
      errors.push({ path: `options.${index}.count`, message: COUNTING_MESSAGES.unknownOption });
  });
  const options = resolution.options.map((option) => ({
    option,
    count: input.options.find((entry) => entry.option === option)?.count ?? 0,
  }));
  const hands = options.reduce((sum, entry) => sum + entry.count, 0);
  let voters = hands;
  if (resolution.kind === 'election') {
    voters = input.voters;
    const seats = resolution.seats ?? 1;
    if (voters > limit) errors.push({ path: 'voters', message: COUNTING_MESSAGES.tooMany(limit) });
    options.forEach((entry, index) => {
      if (entry.count > voters)
        errors.push({ path: `options.${index}.count`, message: COUNTING_MESSAGES.aboveVoters });
    });
    if (hands > voters * seats)
      errors.push({ path: 'total', message: COUNTING_MESSAGES.tooManyHands(seats) });
  } else if (voters > limit) {
    errors.push({ path: 'total', message: COUNTING_MESSAGES.tooMany(limit) });
  }
  return errors.length > 0 ? { errors } : { hand: { voters, oui: 0, non: 0, abstention: 0, options } };
}

type Tally = {
  counts: { oui: number; non: number; abstention: number };
  options: { option: string; count: number }[];
  votes_cast: number;
};

/** The online ballots and the show of hands together: what the majority rule is measured on. */
export function addHandCount(online: Tally, hand: HandCount | null): Tally {
  if (!hand) return online;
  return {
    counts: {
      oui: online.counts.oui + hand.oui,
      non: online.counts.non + hand.non,
      abstention: online.counts.abstention + hand.abstention,
    },
    options: online.options.map((entry) => ({
      option: entry.option,
      count: entry.count + (hand.options.find((raised) => raised.option === entry.option)?.count ?? 0),
    })),
    votes_cast: online.votes_cast + hand.voters,
  };
}

/**
 * How a resolution was counted, in the words of the results and the minutes: « en ligne », « à
 * main levée », or both with the split of the voters.
 */
export function countingText({ online_votes, hand }: { online_votes: number; hand: HandCount | null }) {
  const raised = hand?.voters ?? 0;
  if (raised === 0) return 'en ligne';
  if (online_votes === 0) return 'à main levée';
  return `en ligne et à main levée (${online_votes} en ligne, ${raised} à main levée)`;
}

/** « Second tour » for a second vote, « 3e tour » after; nothing for a first vote. */
export function roundLabel(round: number): string {
  if (round <= 1) return '';
  return round === 2 ? 'Second tour' : `${round}e tour`;
}

/** A title with its round: « Budget 2028 (second tour) ». */
export const titleWithRound = (title: string, round: number) =>
  round <= 1 ? title : `${title} (${roundLabel(round).toLowerCase()})`;

/**
 * A vote goes to another round once closed, when it decided nothing: a rejected approval or
 * choice, or an election whose last seat ended in a tie.
 */
export function canStartNextRound(result: {
  status: ResolutionStatus;
  kind: ResolutionKind;
  outcome: ResolutionOutcome | null;
  tied: string[];
}): boolean {
  if (result.status !== 'close') return false;
  return result.kind === 'election' ? result.tied.length > 0 : result.outcome === 'rejetee';
}

/**
 * What the next round votes on: the same question; after a tie in an election, the tied
 * candidates for the seats still empty, since those already elected stay elected.
 */
export function nextRoundChoices(
  resolution: { kind: ResolutionKind; options: string[]; seats: number | null },
  result: { chosen: string[]; tied: string[] },
): { options: string[]; seats: number | null } {
  if (resolution.kind !== 'election') return { options: resolution.options, seats: resolution.seats };
  return { options: result.tied, seats: (resolution.seats ?? 1) - result.chosen.length };
}
