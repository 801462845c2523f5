import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  DEFICIT_ACCOUNT,
  OPENING_PIECE_NUMBER,
  SURPLUS_ACCOUNT,
  YEAR_NOT_FOUND,
} from '../../../domain/accounting.ts';
import type { ClosedYear } from '../../../domain/accounting-schemas.ts';
import {
  type AccountBalance,
  CLOSE_PREVIOUS_FIRST,
  createNextYearFirst,
  dayAfter,
  openingLines,
  YEAR_ALREADY_CLOSED,
  yearResult,
} from '../../../domain/accounting-years.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { formatCents } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingAccounts, accountingEntries, accountingLines, accountingYears } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { installChart } from './chart.ts';
import { insertLines } from './entry-writing.ts';
import { lockYearsTable, readYear } from './years.ts';

/** Every account's movements of the year, for its result and what it carries forward. */
function yearBalances(tx: DbOrTx, yearId: string): Promise<AccountBalance[]> {
  return tx
    .select({
      account_id: accountingLines.account_id,
      code: accountingAccounts.code,
      debit_cents: sql<number>`sum(${accountingLines.debit_cents})`.mapWith(Number),
      credit_cents: sql<number>`sum(${accountingLines.credit_cents})`.mapWith(Number),
    })
    .from(accountingLines)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
    .where(eq(accountingLines.year_id, yearId))
    .groupBy(accountingLines.account_id, accountingAccounts.code);
}

/** The ids of 120 and 129, where the result waits for the assembly's vote. */
async function resultAccounts(tx: DbOrTx) {
  await installChart(tx);
  const rows = await tx
    .select({ id: accountingAccounts.id, code: accountingAccounts.code })
    .from(accountingAccounts)
    .where(inArray(accountingAccounts.code, [SURPLUS_ACCOUNT, DEFICIT_ACCOUNT]));
  const idOf = (code: string) => {
    const found = rows.find((row) => row.code === code);
    if (!found) throw new Error(`account ${code} missing from the chart`);
    return found.id;
  };
  return { [SURPLUS_ACCOUNT]: idOf(SURPLUS_ACCOUNT), [DEFICIT_ACCOUNT]: idOf(DEFICIT_ACCOUNT) };
}

/**
 * Closes a year, in the caller's transaction: its result (income less charges) is recorded, the
 * year is locked, and the next year (which must exist, and starts the day after) opens with the
 * « Report à nouveau » carrying each account of classes 1 to 5 and the result on 120 or 129.
 * Years close in their order. Entries written meanwhile wait on the year's lock, then find it
 * closed. Gives the opening entry's id, or null when there was nothing to carry.
 */
export async function closeYearIn(tx: DbOrTx, id: string, actor: Administrator): Promise<string | null> {
  await lockYearsTable(tx);
  const [year] = await tx.select().from(accountingYears).where(eq(accountingYears.id, id)).for('update');
  if (!year) throw notFound(YEAR_NOT_FOUND);
  if (year.closed_at) throw conflict(YEAR_ALREADY_CLOSED, 'YEAR_CLOSED');
  const [earlierOpen] = await tx
    .select({ id: accountingYears.id })
    .from(accountingYears)
    .where(and(lt(accountingYears.start_date, year.start_date), isNull(accountingYears.closed_at)))
    .limit(1);
  if (earlierOpen) throw conflict(CLOSE_PREVIOUS_FIRST, 'PREVIOUS_YEAR_OPEN');
  const nextStart = dayAfter(year.end_date);
  const [next] = await tx
    .select()
    .from(accountingYears)
    .where(eq(accountingYears.start_date, nextStart))
    .for('update');
  if (!next) throw conflict(createNextYearFirst(nextStart), 'NEXT_YEAR_MISSING');

  const balances = await yearBalances(tx, id);
  const result = yearResult(balances);
  const lines = openingLines(balances, await resultAccounts(tx));
  let opening: string | null = null;
  if (lines.length > 0) {
    const [entry] = await tx
      .insert(accountingEntries)
      .values({
        year_id: next.id,
        date: next.start_date,
        label: `Report à nouveau de l’exercice ${year.label}`,
        kind: 'ouverture',
        piece_number: OPENING_PIECE_NUMBER,
        created_by: actor.id,
      })
      .returning();
    if (!entry) throw new Error('opening entry not recorded');
    await insertLines(tx, entry, lines);
    opening = entry.id;
  }
  await tx
    .update(accountingYears)
    .set({ closed_at: new Date(), closed_by: actor.id, result_cents: result })
    .where(eq(accountingYears.id, id));
  await recordAudit(tx, actor, {
    action: 'accounting.year-close',
    target: { type: 'accounting_year', id, label: `Exercice ${year.label}` },
    changes: {
      resultat: { before: null, after: formatCents(result) },
      report_a_nouveau: { before: null, after: `Exercice ${next.label}, ${lines.length} lignes` },
    },
  });
  return opening;
}

export async function closeYear(
  ctx: Pick<AppContext, 'db'>,
  { id }: IdParams,
  actor: Administrator,
): Promise<ClosedYear> {
  const openingEntryId = await ctx.db.transaction((tx) => closeYearIn(tx, id, actor));
  return { ...(await readYear(ctx.db, id)), opening_entry_id: openingEntryId };
}
