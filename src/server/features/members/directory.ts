import { and, eq } from 'drizzle-orm';
import {
  compareDirectoryEntries,
  type DirectoryEntry,
  type DirectoryQuery,
} from '../../../domain/directory.ts';
import { PICKER_SIZE } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { matchesMemberSearch } from './member-search.ts';

const MEMBER_NOT_FOUND = 'Membre introuvable';

type DirectoryView = { withEmails: boolean };

/** The email is not even read for a member, so it cannot reach their answer by mistake. */
const directoryColumns = ({ withEmails }: DirectoryView) => ({
  id: users.id,
  prenom: users.prenom,
  nom: users.nom,
  ...(withEmails ? { email: users.email } : {}),
});

/**
 * Validated members matching what was typed in a picker (proxy, recipient), a few at most, by
 * name. The database stops at the first matches it finds instead of sorting every match: two
 * letters may match thousands of members, and the person types on until the one they want shows.
 */
export async function searchMemberDirectory(
  { db }: AppContext,
  { q, withEmails }: DirectoryQuery & DirectoryView,
): Promise<DirectoryEntry[]> {
  const found = await db
    .select(directoryColumns({ withEmails }))
    .from(users)
    .where(and(eq(users.is_active, true), matchesMemberSearch(q, withEmails ? 'namesAndEmail' : 'names')))
    .limit(PICKER_SIZE);
  return found.sort(compareDirectoryEntries);
}

/** One validated member, as a picker shows the one already chosen (a saved proxy). */
export async function getDirectoryEntry(
  { db }: AppContext,
  { id, withEmails }: { id: string } & DirectoryView,
): Promise<DirectoryEntry> {
  const [entry] = await db
    .select(directoryColumns({ withEmails }))
    .from(users)
    .where(and(eq(users.id, id), eq(users.is_active, true)));
  if (!entry) throw notFound(MEMBER_NOT_FOUND);
  return entry;
}
