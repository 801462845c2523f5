import { and, asc, eq, gte, inArray, isNotNull, like, lte, or, sql } from 'drizzle-orm';
import type { EntryLine } from '../../../../domain/accounting-entries.ts';
import { canWriteInYear } from '../../../../domain/accounting-permissions.ts';
import {
  type Posting,
  type PostingSource,
  postingSourceId,
  reversalKindOf,
  reversalLabel,
} from '../../../../domain/accounting-posting.ts';
import { todayIso } from '../../../../domain/members.ts';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  accountingAccounts,
  accountingEntries,
  accountingLines,
  accountingYears,
} from '../../../db/schema.ts';
import { insertLines } from '../entry-writing.ts';
import { lockYears, nextPieceIn, type YearRow } from '../year-locks.ts';
import { postingOf } from './source-postings.ts';

type PostedEntry = typeof accountingEntries.$inferSelect & { reversed: boolean };

/** Held until the transaction ends: one writer per source, whatever the process. */
export const lockPostingSource = (tx: DbOrTx, kind: string, id: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.accountingPosting}, hashtext(${`${kind}:${id}`}))`,
  );

/** The account's id; a provider's clearing account is added to the chart the first time it serves. */
export async function accountIdOf(tx: DbOrTx, account: Posting['debit']): Promise<string | undefined> {
  if (account.label)
    await tx
      .insert(accountingAccounts)
      .values({ code: account.code, label: account.label, added: true })
      .onConflictDoNothing({ target: accountingAccounts.code });
  const [row] = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.code, account.code));
  return row?.id;
}

/** The posting's two lines: the treasury debited, the income credited. */
async function linesOf(tx: DbOrTx, posting: Posting): Promise<EntryLine[] | undefined> {
  const debit = await accountIdOf(tx, posting.debit);
  const credit = await accountIdOf(tx, { code: posting.credit, label: null });
  if (!debit || !credit) return undefined;
  const line = (account_id: string, debit_cents: number, credit_cents: number) => ({
    account_id,
    debit_cents,
    credit_cents,
    label: null,
    project_id: null,
  });
  return [line(debit, posting.amount_cents, 0), line(credit, 0, posting.amount_cents)];
}

/** Every posting the source made, oldest first, each with whether it was reversed since. */
async function postedEntries(tx: DbOrTx, source: PostingSource): Promise<PostedEntry[]> {
  const postings = await tx
    .select()
    .from(accountingEntries)
    .where(
      and(
        eq(accountingEntries.source_kind, source.kind),
        or(eq(accountingEntries.source_id, source.id), like(accountingEntries.source_id, `${source.id}:%`)),
      ),
    )
    .orderBy(asc(accountingEntries.created_at), asc(accountingEntries.piece_number));
  const reversed = postings.length
    ? await tx
        .select({ source_id: accountingEntries.source_id })
        .from(accountingEntries)
        .where(
          and(
            eq(accountingEntries.source_kind, reversalKindOf(source.kind)),
            inArray(
              accountingEntries.source_id,
              postings.map((posted) => posted.source_id ?? ''),
            ),
          ),
        )
    : [];
  return postings.map((posted) => ({
    ...posted,
    reversed: reversed.some((reversal) => reversal.source_id === posted.source_id),
  }));
}

async function storedLines(tx: DbOrTx, entryId: string): Promise<EntryLine[]> {
  return tx
    .select({
      account_id: accountingLines.account_id,
      debit_cents: accountingLines.debit_cents,
      credit_cents: accountingLines.credit_cents,
      label: accountingLines.label,
      project_id: accountingLines.project_id,
    })
    .from(accountingLines)
    .where(eq(accountingLines.entry_id, entryId))
    .orderBy(asc(accountingLines.position));
}

const sameLines = (a: readonly EntryLine[], b: readonly EntryLine[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.account_id === b[index]?.account_id &&
      line.debit_cents === b[index]?.debit_cents &&
      line.credit_cents === b[index]?.credit_cents,
  );

/** A new entry of an automatic source in its (locked, open) year; nothing if another process wrote it. */
async function insertEntry(
  tx: DbOrTx,
  year: YearRow,
  values: Pick<
    typeof accountingEntries.$inferInsert,
    'date' | 'label' | 'kind' | 'user_id' | 'source_kind' | 'source_id'
  >,
  lines: readonly EntryLine[],
): Promise<void> {
  const [entry] = await tx
    .insert(accountingEntries)
    .values({ ...values, year_id: year.id, piece_number: await nextPieceIn(tx, year.id) })
    .onConflictDoNothing({ target: [accountingEntries.source_kind, accountingEntries.source_id] })
    .returning();
  if (entry) await insertLines(tx, entry, lines);
}

/** Reverses a posting on today's date, in the open year of today; false when none is open. */
async function reverse(tx: DbOrTx, source: PostingSource, posted: PostedEntry): Promise<boolean> {
  const today = todayIso();
  const { target } = await lockYears(tx, today);
  if (!target || !canWriteInYear(target)) return false;
  const swapped = (await storedLines(tx, posted.id)).map((line) => ({
    ...line,
    debit_cents: line.credit_cents,
    credit_cents: line.debit_cents,
  }));
  await insertEntry(
    tx,
    target,
    {
      date: today,
      label: reversalLabel(posted.label),
      kind: 'avancee',
      user_id: posted.user_id,
      source_kind: reversalKindOf(source.kind),
      source_id: posted.source_id,
    },
    swapped,
  );
  return true;
}

/** Rewrites a posting of an open year as the source now reads, when its new date is in an open year too. */
async function rewrite(tx: DbOrTx, posted: PostedEntry, posting: Posting, lines: EntryLine[]) {
  const { target, left } = await lockYears(tx, posting.date, posted.year_id);
  if (!left || !canWriteInYear(left) || !target || !canWriteInYear(target)) return false;
  const piece = target.id === posted.year_id ? posted.piece_number : await nextPieceIn(tx, target.id);
  await tx.delete(accountingLines).where(eq(accountingLines.entry_id, posted.id));
  const [after] = await tx
    .update(accountingEntries)
    .set({
      date: posting.date,
      label: posting.label,
      user_id: posting.user_id,
      year_id: target.id,
      piece_number: piece,
    })
    .where(eq(accountingEntries.id, posted.id))
    .returning();
  if (after) await insertLines(tx, after, lines);
  return true;
}

/** Whether the day falls in a closed year, whose books no longer change. */
async function inClosedYear(tx: DbOrTx, date: string): Promise<boolean> {
  const [year] = await tx
    .select({ id: accountingYears.id })
    .from(accountingYears)
    .where(
      and(
        lte(accountingYears.start_date, date),
        gte(accountingYears.end_date, date),
        isNotNull(accountingYears.closed_at),
      ),
    );
  return year !== undefined;
}

/**
 * Brings the books in line with one source (a membership's payment, a gift), in the caller's
 * transaction, so that the payment and its entry are written together or not at all. Whatever
 * the order and the number of calls, a source has at most one live posting:
 * - nothing posted yet: posted on its day if an open year covers it; on today's date, in the
 *   open year, if its day is in a closed year; not at all if no year covers it;
 * - posted and changed: the entry is rewritten while its year (and the new one) is open, else
 *   reversed today and posted again;
 * - posted and no longer income (refunded, deleted): reversed today.
 * Two processes wait on the source's lock; the unique source of an entry is the last guard.
 */
export async function postSource(tx: DbOrTx, source: PostingSource): Promise<void> {
  await lockPostingSource(tx, source.kind, source.id);
  const found = await postingOf(tx, source);
  const postings = await postedEntries(tx, source);
  const live = postings.find((posted) => !posted.reversed);
  const posting =
    found && (await inClosedYear(tx, found.date)) ? { ...found, date: live?.date ?? todayIso() } : found;
  const lines = posting ? await linesOf(tx, posting) : undefined;
  if (live) {
    if (posting && lines) {
      const same =
        live.date === posting.date &&
        live.label === posting.label &&
        live.user_id === posting.user_id &&
        sameLines(await storedLines(tx, live.id), lines);
      if (same || (await rewrite(tx, live, posting, lines))) return;
    }
    if (!(await reverse(tx, source, live))) return;
  }
  if (!posting || !lines) return;
  const closedDay = live !== undefined && posting.date === live.date;
  const date = closedDay ? todayIso() : posting.date;
  const { target } = await lockYears(tx, date);
  if (!target || !canWriteInYear(target)) return;
  await insertEntry(
    tx,
    target,
    {
      date,
      label: posting.label,
      kind: 'recette',
      user_id: posting.user_id,
      source_kind: source.kind,
      source_id: postingSourceId(source.id, postings.length + 1),
    },
    lines,
  );
}
