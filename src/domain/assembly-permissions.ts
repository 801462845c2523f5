import type { AgStatus } from './assemblies.ts';
import type { ResolutionStatus } from './assembly-resolutions.ts';

/** Presence and proxy change only while the AG is to come. */
export function canSetPresence(assembly: { status: AgStatus }): boolean {
  return assembly.status === 'a_venir';
}

/** Votes are cast, and changed, only while the AG is held. */
export function canCastVote(assembly: { status: AgStatus }): boolean {
  return assembly.status === 'en_cours';
}

/** A ballot is cast while the AG is held and its resolution's vote open. */
export function canVoteOn(assembly: { status: AgStatus }, resolution: { status: ResolutionStatus }): boolean {
  return canCastVote(assembly) && resolution.status === 'ouverte';
}

/**
 * The board writes resolutions before the AG; while it is held, one still waiting for its vote
 * may be changed or added (an amendment), never one whose vote has opened.
 */
export function canEditResolution(
  assembly: { status: AgStatus },
  resolution: { status: ResolutionStatus } = { status: 'en_attente' },
): boolean {
  if (assembly.status === 'a_venir') return true;
  return assembly.status === 'en_cours' && resolution.status === 'en_attente';
}

/**
 * A secret vote's counts are told once it is closed: while it is open, counts that move after each
 * ballot would tell each voter's choice to whoever watches them beside the sign-in of the voters.
 */
export function canShowCounts(resolution: { secret: boolean; status: ResolutionStatus }): boolean {
  return !resolution.secret || resolution.status === 'close';
}

/** A terminated assembly is final: the form no longer opens on it. */
export function canEditAssembly(assembly: { status: AgStatus }): boolean {
  return assembly.status !== 'terminee';
}

/** What an assembly decided stays: a terminated one, with its votes, figures and minutes, is kept. */
export function canDeleteAssembly(assembly: { status: AgStatus }): boolean {
  return assembly.status !== 'terminee';
}

/** Votes are opened and closed while the AG is held. */
export function canRunVotes(assembly: { status: AgStatus }): boolean {
  return assembly.status === 'en_cours';
}
