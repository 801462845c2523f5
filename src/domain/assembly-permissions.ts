import type { AgStatus } from './assemblies.ts';

/** Presence and proxy change only while the AG is to come. */
export function canSetPresence(assembly: { status: AgStatus }): boolean {
  return assembly.status === 'a_venir';
}

/** Votes are cast, and changed, only while the AG is held. */
export function canCastVote(assembly: { status: AgStatus }): boolean {
  return assembly.status === 'en_cours';
}
