import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_NOT_FOUND, YEAR_NOT_FOUND } from '../../../domain/accounting.ts';
import type { LedgerPage, LedgerQuery } from '../../../domain/accounting-entry-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { accountingAccounts, accountingEntries, accountingLines, accountingYears } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** The book's order: by date, then piece; the line's id keeps a page's rows in place. */
const bookOrder = [asc(accountingLines.date), asc(accountingLines.piece_number), asc(accountingLines.id)];

const runningBalance = sql<number>`sum(${accountingLines.debit_cents} - ${accountingLines.credit_cents}) over (order by ${accountingLines.date}, ${accountingLines.piece_number}, ${accountingLines.id})`;

const line = alias(accountingLines, 'line');

/**
 * An account's lines in a year, in the book's order, each with the running balance (debits less
 * credits) computed by PostgreSQL over every line before it. The page is chosen among the lines
 * alone, read in that order from accounting_lines_ledger_idx, which holds their amounts: a far
 * page reads the index up to its own rows, then only those meet their entry.
 */
export const accountLedgerList = defineList({
  name: 'accounting_account_ledger',
  rows: (db, filter, window) => {
    const page = db
      .select({
        id: accountingLines.id,
        date: accountingLines.date,
        piece_number: accountingLines.piece_number,
        debit_cents: accountingLines.debit_cents,
        credit_cents: accountingLines.credit_cents,
        balance_cents: runningBalance.mapWith(Number).as('balance_cents'),
      })
      .from(accountingLines)
      .where(filter)
      .orderBy(...bookOrder)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return db
      .select({
        id: page.id,
        entry_id: line.entry_id,
        date: page.date,
        piece_number: page.piece_number,
        kind: accountingEntries.kind,
        entry_label: accountingEntries.label,
        label: line.label,
        debit_cents: page.debit_cents,
        credit_cents: page.credit_cents,
        balance_cents: page.balance_cents,
        reconciled_at: line.reconciled_at,
      })
      .from(page)
      .innerJoin(line, eq(line.id, page.id))
      .innerJoin(accountingEntries, eq(accountingEntries.id, line.entry_id))
      .orderBy(asc(page.date), asc(page.piece_number), asc(page.id));
  },
  table: accountingLines,
});

/** An account's lines of a year, counted and added up: the ledger's total and its foot. */
export const accountLedgerTotals = (db: DbOrTx, accountId: string, yearId: string) =>
  db
    .select({
      lines: count(),
      debit_cents: sql<number>`coalesce(sum(${accountingLines.debit_cents}), 0)`.mapWith(Number),
      credit_cents: sql<number>`coalesce(sum(${accountingLines.credit_cents}), 0)`.mapWith(Number),
    })
    .from(accountingLines)
    .where(and(eq(accountingLines.account_id, accountId), eq(accountingLines.year_id, yearId)));

/**
 * The grand livre of one account for one year: a page of its lines with their running balance,
 * and the year's totals for that account. The reports of later parts read accounts through it.
 */
export async function accountLedger(
  { db }: Pick<AppContext, 'db'>,
  { id, year_id, page, pageSize }: IdParams & LedgerQuery,
): Promise<LedgerPage> {
  const [account] = await db
    .select({ id: accountingAccounts.id, code: accountingAccounts.code, label: accountingAccounts.label })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.id, id));
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  const [year] = await db
    .select({ id: accountingYears.id, label: accountingYears.label })
    .from(accountingYears)
    .where(eq(accountingYears.id, year_id));
  if (!year) throw notFound(YEAR_NOT_FOUND);
  const [rows, [totals]] = await Promise.all([
    accountLedgerList.rows(db, {
      base: and(eq(accountingLines.account_id, id), eq(accountingLines.year_id, year_id)),
      page: { page, pageSize },
    }),
    accountLedgerTotals(db, id, year_id),
  ]);
  const debit = totals?.debit_cents ?? 0;
  const credit = totals?.credit_cents ?? 0;
  return {
    items: rows.map(({ reconciled_at, ...line }) => ({ ...line, reconciled: reconciled_at !== null })),
    total: totals?.lines ?? 0,
    totalIsEstimate: false,
    totalIsCapped: false,
    page,
    pageSize,
    account,
    year,
    totals: { debit_cents: debit, credit_cents: credit, balance_cents: debit - credit },
  };
}
