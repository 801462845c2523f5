import type { Role } from './members.ts';
import { searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/** Fewer letters would match a good part of the association: the picker waits for more. */
export const DIRECTORY_SEARCH_MIN = 2;
export const DIRECTORY_SEARCH_TOO_SHORT = `Tapez au moins ${DIRECTORY_SEARCH_MIN} lettres`;
export const DIRECTORY_NOTHING_FOUND = 'Aucun membre trouvé';

/** `?q=` of a person picker: what has been typed so far, at most `PICKER_SIZE` answers. */
export const directoryQuerySchema = z.object({
  q: searchSchema.refine((q) => q.length >= DIRECTORY_SEARCH_MIN, DIRECTORY_SEARCH_TOO_SHORT),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/**
 * A member as others may see them when choosing one (proxy, document recipient): the email
 * only for an administrator, so that no member can collect the others' addresses.
 */
export const directoryEntrySchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const canSeeMemberEmails = (viewer: { role: Role }) => viewer.role === 'admin';

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base' });

/** By first name then last name, in French alphabetical order (Élodie before Zoé). */
export const compareDirectoryEntries = (a: DirectoryEntry, b: DirectoryEntry) =>
  frenchOrder.compare(a.prenom, b.prenom) || frenchOrder.compare(a.nom, b.nom) || a.id.localeCompare(b.id);

/** 'prénom nom (email)', as the spec lists people in choosers; 'prénom nom' without the email. */
export function directoryLabel(entry: DirectoryEntry): string {
  const name = `${entry.prenom} ${entry.nom}`;
  return entry.email ? `${name} (${entry.email})` : name;
}
