import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  accountingAccounts,
  accountingEntries,
  accountingLines,
  accountingProjects,
} from '../../../db/schema.ts';

/**
 * A year's lines read a batch at a time for the exports, each batch after the last one read (by
 * key, never by offset): no transaction stays open while a slow client downloads (decision 0017).
 */
const BATCH = 1000;

const lineColumns = {
  entry_id: accountingLines.entry_id,
  code: accountingAccounts.code,
  account_label: accountingAccounts.label,
  label: accountingLines.label,
  debit_cents: accountingLines.debit_cents,
  credit_cents: accountingLines.credit_cents,
  project: accountingProjects.label,
};

export type JournalEntry = Awaited<ReturnType<typeof entryBatch>>[number] & { lines: JournalLine[] };
type JournalLine = Omit<Awaited<ReturnType<typeof linesOf>>[number], 'entry_id'>;

const entryBatch = (db: DbOrTx, yearId: string, after: { date: string; piece_number: number } | null) =>
  db
    .select({
      id: accountingEntries.id,
      date: accountingEntries.date,
      piece_number: accountingEntries.piece_number,
      kind: accountingEntries.kind,
      label: accountingEntries.label,
      reference: accountingEntries.reference,
      created_at: accountingEntries.created_at,
    })
    .from(accountingEntries)
    .where(
      and(
        eq(accountingEntries.year_id, yearId),
        after
          ? or(
              gt(accountingEntries.date, after.date),
              and(
                eq(accountingEntries.date, after.date),
                gt(accountingEntries.piece_number, after.piece_number),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(accountingEntries.date), asc(accountingEntries.piece_number))
    .limit(BATCH);

const linesOf = (db: DbOrTx, entryIds: string[]) =>
  db
    .select(lineColumns)
    .from(accountingLines)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
    .leftJoin(accountingProjects, eq(accountingProjects.id, accountingLines.project_id))
    .where(inArray(accountingLines.entry_id, entryIds))
    .orderBy(asc(accountingLines.entry_id), asc(accountingLines.position));

/** The year's entries in the journal's order (date, then piece), each with its lines as typed. */
export async function* journalBatches(db: DbOrTx, yearId: string): AsyncGenerator<JournalEntry[]> {
  let after: { date: string; piece_number: number } | null = null;
  for (;;) {
    const entries = await entryBatch(db, yearId, after);
    if (entries.length === 0) return;
    const byEntry = new Map<string, JournalLine[]>();
    for (const { entry_id, ...line } of await linesOf(
      db,
      entries.map((entry) => entry.id),
    )) {
      const lines = byEntry.get(entry_id);
      if (lines) lines.push(line);
      else byEntry.set(entry_id, [line]);
    }
    yield entries.map((entry) => ({ ...entry, lines: byEntry.get(entry.id) ?? [] }));
    const last = entries.at(-1);
    if (!last || entries.length < BATCH) return;
    after = last;
  }
}

/** The accounts that have lines in the year, by number: the grand livre's chapters. */
const accountsOfYear = (db: DbOrTx, yearId: string) =>
  db
    .selectDistinct({
      id: accountingAccounts.id,
      code: accountingAccounts.code,
      label: accountingAccounts.label,
    })
    .from(accountingAccounts)
    .innerJoin(accountingLines, eq(accountingLines.account_id, accountingAccounts.id))
    .where(eq(accountingLines.year_id, yearId))
    .orderBy(asc(accountingAccounts.code));

type Position = { date: string; piece_number: number; id: string };

const ledgerBatch = (db: DbOrTx, accountId: string, yearId: string, after: Position | null) =>
  db
    .select({
      id: accountingLines.id,
      date: accountingLines.date,
      piece_number: accountingLines.piece_number,
      label: sql<string>`coalesce(${accountingLines.label}, ${accountingEntries.label})`,
      debit_cents: accountingLines.debit_cents,
      credit_cents: accountingLines.credit_cents,
    })
    .from(accountingLines)
    .innerJoin(accountingEntries, eq(accountingEntries.id, accountingLines.entry_id))
    .where(
      and(
        eq(accountingLines.account_id, accountId),
        eq(accountingLines.year_id, yearId),
        after
          ? sql`(${accountingLines.date}, ${accountingLines.piece_number}, ${accountingLines.id}) > (${after.date}, ${after.piece_number}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(accountingLines.date), asc(accountingLines.piece_number), asc(accountingLines.id))
    .limit(BATCH);

export type LedgerLine = Awaited<ReturnType<typeof ledgerBatch>>[number] & {
  code: string;
  account_label: string;
  balance_cents: number;
};

/**
 * The grand livre: account by account, its lines in the book's order (the ledger's index), each
 * with the account's running balance (debits less credits), carried from batch to batch in cents.
 */
export async function* ledgerBatches(db: DbOrTx, yearId: string): AsyncGenerator<LedgerLine[]> {
  for (const account of await accountsOfYear(db, yearId)) {
    let balance = 0;
    let after: Position | null = null;
    for (;;) {
      const lines = await ledgerBatch(db, account.id, yearId, after);
      if (lines.length === 0) break;
      yield lines.map((line) => {
        balance += line.debit_cents - line.credit_cents;
        return { ...line, code: account.code, account_label: account.label, balance_cents: balance };
      });
      const last = lines.at(-1);
      if (!last || lines.length < BATCH) break;
      after = last;
    }
  }
}
