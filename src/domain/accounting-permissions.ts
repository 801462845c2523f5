import type { EntryKind } from './accounting.ts';

/**
 * The books' decisions, for the service (which refuses) and the pages (which hide the button).
 * Who may keep the books at all is the routes' role (administrators, until board roles exist).
 */

type YearState = { closed_at: string | Date | null };

/** A closed year is locked: no entry added, changed or deleted; a correction goes in the open year. */
export const canWriteInYear = (year: YearState) => year.closed_at === null;

/** A typed entry changes while its year is open; the opening entry comes from the closing alone. */
export const canChangeEntry = (entry: { kind: EntryKind }, year: YearState) =>
  canWriteInYear(year) && entry.kind !== 'ouverture';

/** An empty open year may go (typed with the wrong dates); one with entries stays. */
export const canDeleteYear = (year: YearState & { entry_count: number }) =>
  canWriteInYear(year) && year.entry_count === 0;

/** Only an account the association added, and that carries no line, is deleted; any other is hidden. */
export const canDeleteAccount = (account: { added: boolean; in_use: boolean }) =>
  account.added && !account.in_use;
