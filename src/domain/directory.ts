import type { Role } from './members.ts';

/** Fewer letters would match a good part of the association: the picker waits for more. */
export const DIRECTORY_SEARCH_MIN = 2;
export const DIRECTORY_SEARCH_TOO_SHORT = `Tapez au moins ${DIRECTORY_SEARCH_MIN} lettres`;
export const DIRECTORY_NOTHING_FOUND = 'Aucun membre trouvé';

export const canSeeMemberEmails = (viewer: { role: Role }) => viewer.role === 'admin';

/** 'prénom nom (email)', as the spec lists people in choosers; 'prénom nom' without the email. */
export function directoryLabel(entry: { prenom: string; nom: string; email?: string }): string {
  const name = `${entry.prenom} ${entry.nom}`;
  return entry.email ? `${name} (${entry.email})` : name;
}
