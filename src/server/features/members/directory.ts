import { and, eq, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../domain/auth.ts';
import { canSeeMemberEmails } from '../../../domain/directory.ts';
import type { DirectoryEntry, DirectoryQuery } from '../../../domain/directory-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { PICKER_SIZE } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement, writtenCount } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';
import { prefixKey, startsWithWord, typedWords } from '../../db/text-search.ts';
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

const validatedMembers = (db: DbOrTx, view: DirectoryView, where: SQL | undefined) =>
  db
    .select(directoryColumns(view))
    .from(users)
    .where(and(sql`${users.is_active}`, where));

/** In the SQL, not sent as a value: PostgreSQL then keeps the prepared search's plan (`writtenCount`). */
const pickerSize = writtenCount(PICKER_SIZE);

type Names = { id: AnyPgColumn; prenom: AnyPgColumn; nom: AnyPgColumn };

/**
 * By first name, then last name, as the indexes fold them (Élodie before eric before Zoé), sorted
 * by the database among the few found: sorting them with `Intl.Collator` cost our process more
 * than running the search.
 */
const directoryOrder = (found: Names) => [prefixKey(found.prenom), prefixKey(found.nom), found.id];

/**
 * Validated members whose first or last name starts with `word`, and whose names hold the `other`
 * words, the first few in directory order: each prefix index of migration 0011 gives its first
 * few in its own order, and stops.
 */
export function startingWith(db: DbOrTx, view: DirectoryView, word: string | Placeholder, other?: SQL) {
  const byKey = (key: SQL) =>
    validatedMembers(db, view, and(startsWithWord(key, word), other))
      .orderBy(key)
      .limit(pickerSize);
  const found = byKey(prefixKey(users.nom))
    .union(byKey(prefixKey(users.prenom)))
    .as('found');
  return db
    .select()
    .from(found)
    .orderBy(...directoryOrder(found))
    .limit(pickerSize);
}

/** As a picker asks while one word is typed: prepared, for a member and for an administrator. */
const startingWithWord = {
  names: preparedStatement('directory_starting_with', (db, name) =>
    startingWith(db, { withEmails: false }, sql.placeholder('word')).prepare(name),
  ),
  namesAndEmail: preparedStatement('directory_starting_with_emails', (db, name) =>
    startingWith(db, { withEmails: true }, sql.placeholder('word')).prepare(name),
  ),
};

/**
 * Validated members matching what was typed in a picker (proxy, recipient), a few at most, by
 * name. Those whose first or last name starts with the first word come first: each prefix index
 * gives its first few in order and stops, so "mart" costs the same among 1,000 members as among
 * 100,000, where the trigram index would read every one of the thousands of Martin. Only when they
 * are too few does the search go on to names holding the words elsewhere ("tin" in Martin).
 */
export async function searchMemberDirectory(
  { db }: AppContext,
  { q }: DirectoryQuery,
  viewer: SessionUser,
): Promise<DirectoryEntry[]> {
  const view = { withEmails: canSeeMemberEmails(viewer) };
  const fields = view.withEmails ? 'namesAndEmail' : 'names';
  const [firstWord = '', ...otherWords] = typedWords(q);
  const first = await (otherWords.length
    ? startingWith(db, view, firstWord, matchesMemberSearch(otherWords.join(' '), fields))
    : startingWithWord[fields](db).execute({ word: firstWord }));
  if (first.length === PICKER_SIZE) return first;

  const others = validatedMembers(
    db,
    view,
    and(
      matchesMemberSearch(q, fields),
      notInArray(
        users.id,
        first.map(({ id }) => id),
      ),
    ),
  )
    .limit(PICKER_SIZE - first.length)
    .as('others');
  return [
    ...first,
    ...(await db
      .select()
      .from(others)
      .orderBy(...directoryOrder(others))),
  ];
}

/** One validated member, as a picker shows the one already chosen (a saved proxy). */
export async function getDirectoryEntry(
  { db }: AppContext,
  { id }: IdParams,
  viewer: SessionUser,
): Promise<DirectoryEntry> {
  const [entry] = await db
    .select(directoryColumns({ withEmails: canSeeMemberEmails(viewer) }))
    .from(users)
    .where(and(eq(users.id, id), eq(users.is_active, true)));
  if (!entry) throw notFound(MEMBER_NOT_FOUND);
  return entry;
}
