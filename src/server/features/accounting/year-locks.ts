import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import {
  type EntryKind,
  NO_YEAR_FOR_DATE,
  OPENING_ENTRY_READ_ONLY,
  YEAR_CLOSED,
} from '../../../domain/accounting.ts';
import { canChangeEntry, canWriteInYear } from '../../../domain/accounting-permissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingEntries, accountingYears } from '../../db/schema.ts';
import { conflict, invalidFields } from '../../http/errors.ts';

export type YearRow = typeof accountingYears.$inferSelect;

const covers = (date: string) =>
  and(lte(accountingYears.start_date, date), gte(accountingYears.end_date, date));

/**
 * Locks the years an entry is written in (`FOR UPDATE`, in the order of their dates, so that two
 * writers never wait on each other): the one covering `date` and, for an entry that moves, the
 * one it leaves. Every write of entries takes its year's lock, and the closing takes it too:
 * piece numbers are given one at a time, and no entry slips into a year being closed.
 */
export async function lockYears(tx: DbOrTx, date: string, leftYearId?: string) {
  const rows = await tx
    .select()
    .from(accountingYears)
    .where(or(covers(date), leftYearId ? eq(accountingYears.id, leftYearId) : undefined))
    .orderBy(asc(accountingYears.start_date))
    .for('update');
  const target = rows.find((row) => row.start_date <= date && row.end_date >= date);
  return { target, left: rows.find((row) => row.id === leftYearId) };
}

/** The open year an entry dated `date` goes into, locked; else why not, beside the date. */
export function writableYear(year: YearRow | undefined): YearRow {
  if (!year) throw invalidFields([{ path: 'date', message: NO_YEAR_FOR_DATE }]);
  if (!canWriteInYear(year)) throw invalidFields([{ path: 'date', message: YEAR_CLOSED }]);
  return year;
}

/** A typed entry of an open year changes; an entry of a closed year, or the opening entry, stays. */
export function refuseUnchangeable(entry: { kind: EntryKind }, year: YearRow | undefined): void {
  if (!year) throw new Error("the entry's year is missing");
  if (canChangeEntry(entry, year)) return;
  throw entry.kind === 'ouverture' ? conflict(OPENING_ENTRY_READ_ONLY) : conflict(YEAR_CLOSED, 'YEAR_CLOSED');
}

/** The year's next piece number: read under its lock, so never given twice. */
export async function nextPieceIn(tx: DbOrTx, yearId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${accountingEntries.piece_number}), 0) + 1`.mapWith(Number) })
    .from(accountingEntries)
    .where(eq(accountingEntries.year_id, yearId));
  return row?.next ?? 1;
}
