import { balanceSheet, incomeStatement } from '../../../../domain/accounting-reports.ts';
import type {
  BalanceReport,
  BalanceSheet,
  IncomeStatement,
  ProjectReport,
} from '../../../../domain/accounting-reports-schemas.ts';
import type { IdParams } from '../../../../domain/ids.ts';
import type { AppContext } from '../../../app-context.ts';
import { budgetTotals } from './budget.ts';
import { accountTotals, previousYear, projectTotals, reportYear } from './report-sums.ts';

type Reader = Pick<AppContext, 'db'>;

/** The balance of a year: every account with lines, its debits, credits and balance, and both totals. */
export async function getBalance({ db }: Reader, { id }: IdParams): Promise<BalanceReport> {
  const year = await reportYear(db, id);
  const accounts = (await accountTotals(db, id)).map(({ account_id, ...account }) => ({
    ...account,
    balance_cents: account.debit_cents - account.credit_cents,
  }));
  return {
    year,
    accounts,
    totals: {
      debit_cents: accounts.reduce((total, account) => total + account.debit_cents, 0),
      credit_cents: accounts.reduce((total, account) => total + account.credit_cents, 0),
    },
  };
}

/** The compte de résultat of a year, beside the previous year's and the budget when there are. */
export async function getIncomeStatement({ db }: Reader, { id }: IdParams): Promise<IncomeStatement> {
  const year = await reportYear(db, id);
  const previous = await previousYear(db, year);
  const [current, before, budget] = await Promise.all([
    accountTotals(db, id),
    previous ? accountTotals(db, previous.id) : null,
    budgetTotals(db, id),
  ]);
  return {
    year,
    previous_year: previous && { id: previous.id, label: previous.label },
    ...incomeStatement(current, before, budget),
  };
}

/** The bilan simplifié at the year's end. */
export async function getBalanceSheet({ db }: Reader, { id }: IdParams): Promise<BalanceSheet> {
  const year = await reportYear(db, id);
  return { year, ...balanceSheet(await accountTotals(db, id)) };
}

/** Each project's charges, produits and result in the year. */
export async function getProjectReport({ db }: Reader, { id }: IdParams): Promise<ProjectReport> {
  const year = await reportYear(db, id);
  const projects = await projectTotals(db, id);
  return {
    year,
    projects: projects.map((project) => ({
      ...project,
      result_cents: project.produits_cents - project.charges_cents,
    })),
  };
}
