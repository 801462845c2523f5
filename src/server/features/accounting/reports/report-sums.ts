import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { YEAR_NOT_FOUND } from '../../../../domain/accounting.ts';
import type { AccountTotals } from '../../../../domain/accounting-reports.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  accountingAccounts,
  accountingLines,
  accountingProjects,
  accountingYears,
} from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';

const yearColumns = {
  id: accountingYears.id,
  label: accountingYears.label,
  start_date: accountingYears.start_date,
  end_date: accountingYears.end_date,
  closed: sql<boolean>`${accountingYears.closed_at} IS NOT NULL`,
};

/** The year a report is drawn for, or 404. */
export async function reportYear(db: DbOrTx, id: string) {
  const [year] = await db.select(yearColumns).from(accountingYears).where(eq(accountingYears.id, id));
  if (!year) throw notFound(YEAR_NOT_FOUND);
  return year;
}

export type ReportYear = Awaited<ReturnType<typeof reportYear>>;

/** The year that ended last before this one began: the previous year a compte de résultat stands beside. */
export async function previousYear(db: DbOrTx, year: ReportYear) {
  const [previous] = await db
    .select(yearColumns)
    .from(accountingYears)
    .where(lt(accountingYears.end_date, year.start_date))
    .orderBy(desc(accountingYears.end_date))
    .limit(1);
  return previous ?? null;
}

const cents = (column: typeof accountingLines.debit_cents | typeof accountingLines.credit_cents) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Each account's debits and credits in a year, added up by PostgreSQL in whole cents (a bigint
 * sum, exact), by account number: a year's lines are read once, through their year's index.
 */
export function accountTotals(
  db: DbOrTx,
  yearId: string,
): Promise<(AccountTotals & { account_id: string })[]> {
  const sums = db
    .select({
      account_id: accountingLines.account_id,
      debit_cents: cents(accountingLines.debit_cents).as('debit_cents'),
      credit_cents: cents(accountingLines.credit_cents).as('credit_cents'),
    })
    .from(accountingLines)
    .where(eq(accountingLines.year_id, yearId))
    .groupBy(accountingLines.account_id)
    .as('sums');
  return db
    .select({
      account_id: accountingAccounts.id,
      code: accountingAccounts.code,
      label: accountingAccounts.label,
      debit_cents: sql<number>`${sums.debit_cents}`.mapWith(Number),
      credit_cents: sql<number>`${sums.credit_cents}`.mapWith(Number),
    })
    .from(sums)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, sums.account_id))
    .orderBy(asc(accountingAccounts.code));
}

const { debit_cents: debit, credit_cents: credit } = accountingLines;
const accountClassIs = (digit: string) => sql`left(${accountingAccounts.code}, 1) = ${digit}`;

/** Each project's charges (class 6) and produits (class 7) in a year, by the project's name. */
export function projectTotals(db: DbOrTx, yearId: string) {
  return db
    .select({
      id: accountingProjects.id,
      label: accountingProjects.label,
      charges_cents:
        sql<number>`coalesce(sum(${debit} - ${credit}) filter (where ${accountClassIs('6')}), 0)`.mapWith(
          Number,
        ),
      produits_cents:
        sql<number>`coalesce(sum(${credit} - ${debit}) filter (where ${accountClassIs('7')}), 0)`.mapWith(
          Number,
        ),
    })
    .from(accountingLines)
    .innerJoin(accountingProjects, eq(accountingProjects.id, accountingLines.project_id))
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
    .where(
      and(eq(accountingLines.year_id, yearId), inArray(sql`left(${accountingAccounts.code}, 1)`, ['6', '7'])),
    )
    .groupBy(accountingProjects.id)
    .orderBy(asc(accountingProjects.label));
}
