import type { MajorityRule, ResolutionKind, ResolutionOutcome } from './assembly-resolutions.ts';

/**
 * Whether `count` votes reach a majority rule: `cast` is the number of votes it is measured
 * against (the votes cast, abstentions aside), `voters` the members with a vote. A rule is never
 * reached with no vote at all.
 */
function reachesMajority(rule: MajorityRule, count: number, cast: number, voters: number): boolean {
  if (count <= 0) return false;
  switch (rule) {
    case 'simple':
      return count * 2 > cast;
    case 'deux_tiers':
      return count * 3 >= cast * 2;
    case 'absolue_membres':
      return count * 2 > voters;
  }
}

/** An approval: Oui against Non, abstentions counted as cast but not expressed. */
export function approvalOutcome(
  rule: MajorityRule,
  counts: { oui: number; non: number },
  voters: number,
): ResolutionOutcome {
  const expressed = counts.oui + counts.non;
  const adopted =
    rule === 'simple' ? counts.oui > counts.non : reachesMajority(rule, counts.oui, expressed, voters);
  return adopted ? 'adoptee' : 'rejetee';
}

type OptionCount = { option: string; count: number };

/**
 * A choice: the option with the most votes, adopted if it reaches the rule. With the simple
 * majority it must have strictly more votes than any other; a tie at the top adopts nothing.
 */
export function choiceOutcome(
  rule: MajorityRule,
  options: OptionCount[],
  voters: number,
): { outcome: ResolutionOutcome; chosen: string[] } {
  const sorted = [...options].sort((a, b) => b.count - a.count);
  const [first, second] = sorted;
  const cast = options.reduce((sum, option) => sum + option.count, 0);
  if (!first || first.count === 0 || (second && second.count === first.count)) {
    return { outcome: 'rejetee', chosen: [] };
  }
  const adopted = rule === 'simple' || reachesMajority(rule, first.count, cast, voters);
  return adopted ? { outcome: 'adoptee', chosen: [first.option] } : { outcome: 'rejetee', chosen: [] };
}

/**
 * An election: the `seats` candidates with the most votes, each needing the rule against the
 * ballots cast (the simple majority asks only for a vote). When candidates tie for the last seat,
 * none of them is elected and the seat stays empty: the assembly decides again.
 */
export function electionOutcome(
  rule: MajorityRule,
  seats: number,
  options: OptionCount[],
  ballots: number,
  voters: number,
): { chosen: string[]; tied: string[] } {
  const reaching = options.filter((option) =>
    rule === 'simple' ? option.count > 0 : reachesMajority(rule, option.count, ballots, voters),
  );
  const sorted = [...reaching].sort((a, b) => b.count - a.count);
  if (sorted.length <= seats) return { chosen: sorted.map((option) => option.option), tied: [] };
  const last = sorted[seats - 1]?.count ?? 0;
  const above = sorted.filter((option) => option.count > last);
  const atLast = sorted.filter((option) => option.count === last);
  const tied = above.length + atLast.length > seats ? atLast : [];
  const chosen = tied.length > 0 ? above : sorted.slice(0, seats);
  return { chosen: chosen.map((option) => option.option), tied: tied.map((option) => option.option) };
}

/** A closed resolution's outcome and chosen options, by its kind. */
export function decideResolution(
  resolution: { kind: ResolutionKind; majority: MajorityRule; seats: number | null },
  tally: { counts: { oui: number; non: number }; options: OptionCount[]; votes_cast: number },
  voters: number,
): { outcome: ResolutionOutcome | null; chosen: string[]; tied: string[] } {
  switch (resolution.kind) {
    case 'approbation':
      return { outcome: approvalOutcome(resolution.majority, tally.counts, voters), chosen: [], tied: [] };
    case 'choix':
      return { ...choiceOutcome(resolution.majority, tally.options, voters), tied: [] };
    case 'election':
      return {
        outcome: null,
        ...electionOutcome(
          resolution.majority,
          resolution.seats ?? 1,
          tally.options,
          tally.votes_cast,
          voters,
        ),
      };
  }
}
