import { asc, eq, inArray } from 'drizzle-orm';
import { accountClass } from '../../../../domain/accounting.ts';
import type { AccountTotals } from '../../../../domain/accounting-reports.ts';
import {
  BUDGET_MESSAGES,
  type Budget,
  type BudgetInput,
} from '../../../../domain/accounting-reports-schemas.ts';
import type { IdParams } from '../../../../domain/ids.ts';
import { formatCents } from '../../../../domain/money.ts';
import type { AppContext } from '../../../app-context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { accountingAccounts, accountingBudgets, accountingYears } from '../../../db/schema.ts';
import { conflict, invalidFields } from '../../../http/errors.ts';
import { type Administrator, changedFields, recordAudit } from '../../audit/record.ts';
import { accountTotals, previousYear, type ReportYear, reportYear } from './report-sums.ts';

const budgetRows = (db: DbOrTx, yearId: string) =>
  db
    .select({
      account_id: accountingBudgets.account_id,
      code: accountingAccounts.code,
      label: accountingAccounts.label,
      amount_cents: accountingBudgets.amount_cents,
    })
    .from(accountingBudgets)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingBudgets.account_id))
    .where(eq(accountingBudgets.year_id, yearId))
    .orderBy(asc(accountingAccounts.code));

/** A year's budget, by account number. */
export async function getBudget({ db }: Pick<AppContext, 'db'>, { id }: IdParams): Promise<Budget> {
  const year = await reportYear(db, id);
  return { year, lines: await budgetRows(db, id) };
}

/**
 * The budget as the compte de résultat reads it: a charge planned on its debit side, a produit
 * on its credit side; null when the year has none, so that no empty column is drawn.
 */
export async function budgetTotals(db: DbOrTx, yearId: string): Promise<AccountTotals[] | null> {
  const rows = await budgetRows(db, yearId);
  if (rows.length === 0) return null;
  return rows.map(({ code, label, amount_cents }) => ({
    code,
    label,
    debit_cents: accountClass(code) === 6 ? amount_cents : 0,
    credit_cents: accountClass(code) === 6 ? 0 : amount_cents,
  }));
}

const budgeted = (code: string) => [6, 7].includes(accountClass(code));
/** What the journal keeps of a budget: how many accounts, and its total in euros as a person reads it. */
const summary = (lines: readonly { amount_cents: number }[]) => ({
  comptes_budgetes: lines.length,
  budget_total: formatCents(lines.reduce((total, line) => total + line.amount_cents, 0)),
});

/** Replaces a year's budget by these lines (an amount of zero plans nothing), journalled. */
async function writeBudget(
  ctx: Pick<AppContext, 'db'>,
  year: ReportYear,
  lines: readonly { account_id: string; amount_cents: number }[],
  actor: Administrator,
) {
  if (year.closed) throw conflict(BUDGET_MESSAGES.closed, 'YEAR_CLOSED');
  const planned = lines.filter((line) => line.amount_cents > 0);
  await ctx.db.transaction(async (tx) => {
    // The year is locked so that two budgets typed at once are written one after the other.
    await tx
      .select({ id: accountingYears.id })
      .from(accountingYears)
      .where(eq(accountingYears.id, year.id))
      .for('update');
    const before = await tx
      .select({ amount_cents: accountingBudgets.amount_cents })
      .from(accountingBudgets)
      .where(eq(accountingBudgets.year_id, year.id));
    await tx.delete(accountingBudgets).where(eq(accountingBudgets.year_id, year.id));
    if (planned.length)
      await tx.insert(accountingBudgets).values(planned.map((line) => ({ ...line, year_id: year.id })));
    await recordAudit(tx, actor, {
      action: 'accounting.budget-set',
      target: { type: 'accounting_year', id: year.id, label: `Exercice ${year.label}` },
      changes: changedFields(summary(before), summary(planned)),
    });
  });
  return getBudget(ctx, { id: year.id });
}

/** The budget typed by the treasurer, on charges and produits only. */
export async function setBudget(
  ctx: Pick<AppContext, 'db'>,
  { id, lines }: IdParams & BudgetInput,
  actor: Administrator,
): Promise<Budget> {
  const year = await reportYear(ctx.db, id);
  const ids = lines.map((line) => line.account_id);
  const accounts = ids.length
    ? await ctx.db
        .select({ id: accountingAccounts.id, code: accountingAccounts.code })
        .from(accountingAccounts)
        .where(inArray(accountingAccounts.id, ids))
    : [];
  const codes = new Map(accounts.map((account) => [account.id, account.code]));
  const refused = lines.flatMap((line, index) => {
    const code = codes.get(line.account_id);
    return code && budgeted(code)
      ? []
      : [{ path: `lines.${index}.account_id`, message: BUDGET_MESSAGES.account }];
  });
  if (refused.length) throw invalidFields(refused);
  return writeBudget(ctx, year, lines, actor);
}

/** « Copier le réalisé de l’exercice précédent »: each charge's and produit's actual of the previous year. */
export async function copyPreviousActuals(
  ctx: Pick<AppContext, 'db'>,
  { id }: IdParams,
  actor: Administrator,
): Promise<Budget> {
  const year = await reportYear(ctx.db, id);
  const previous = await previousYear(ctx.db, year);
  if (!previous) throw conflict(BUDGET_MESSAGES.noPrevious);
  const actuals = (await accountTotals(ctx.db, previous.id)).filter((account) => budgeted(account.code));
  const lines = actuals.map((account) => ({
    account_id: account.account_id,
    amount_cents: Math.max(
      accountClass(account.code) === 6
        ? account.debit_cents - account.credit_cents
        : account.credit_cents - account.debit_cents,
      0,
    ),
  }));
  return writeBudget(ctx, year, lines, actor);
}
