import { accountClass } from './accounting.ts';
import { ASSOCIATIONS_CHART } from './accounting-chart.ts';

/*
 * The year's reports (comptes annuels) drawn from each account's debits and credits: the
 * compte de résultat by the chart's headings, the bilan simplifié, the result. Pure: the server
 * adds up the lines in SQL, these rules sort the sums; `docs/regles/comptabilite.md` says them.
 */

/** An account's lines of a year added up, in cents. */
export type AccountTotals = { code: string; label: string; debit_cents: number; credit_cents: number };

/** A heading's figures: the year's, the previous year's (null without one), the budget's (null without one). */
export type StatementLine = {
  code: string;
  label: string;
  amount_cents: number;
  previous_cents: number | null;
  budget_cents: number | null;
};

/** The two digits under which the chart gathers an account: 606 and 6064 are « 60 Achats ». */
const headingOf = (code: string) => code.slice(0, 2);

const chartLabels = new Map(ASSOCIATIONS_CHART.map((account) => [account.code, account.label]));

/** The chart's name of a heading; a heading the association made up is named by its number. */
export const headingLabel = (heading: string) => chartLabels.get(heading) ?? `Comptes ${heading}`;

/** Charges and emplois weigh on their debit side; produits and contributions on their credit side. */
const debitSide = (code: string) => accountClass(code) === 6 || headingOf(code) === '86';
const signedAmount = (account: AccountTotals) =>
  debitSide(account.code)
    ? account.debit_cents - account.credit_cents
    : account.credit_cents - account.debit_cents;

/** Sums of the accounts that `belongs` keeps, by heading. */
function byHeading(accounts: readonly AccountTotals[], belongs: (code: string) => boolean) {
  const sums = new Map<string, number>();
  for (const account of accounts) {
    if (!belongs(account.code)) continue;
    const heading = headingOf(account.code);
    sums.set(heading, (sums.get(heading) ?? 0) + signedAmount(account));
  }
  return sums;
}

/**
 * One side of the compte de résultat: a line per heading that has an amount this year, the
 * previous year or in the budget, in the chart's order, each figure beside the other two.
 */
function statementSide(
  belongs: (code: string) => boolean,
  current: readonly AccountTotals[],
  previous: readonly AccountTotals[] | null,
  budget: readonly AccountTotals[] | null,
): StatementLine[] {
  const now = byHeading(current, belongs);
  const before = previous ? byHeading(previous, belongs) : null;
  const planned = budget ? byHeading(budget, belongs) : null;
  const headings = new Set([...now.keys(), ...(before?.keys() ?? []), ...(planned?.keys() ?? [])]);
  return [...headings].sort().map((code) => ({
    code,
    label: headingLabel(code),
    amount_cents: now.get(code) ?? 0,
    previous_cents: before ? (before.get(code) ?? 0) : null,
    budget_cents: planned ? (planned.get(code) ?? 0) : null,
  }));
}

const sumOf = (lines: readonly StatementLine[], pick: (line: StatementLine) => number | null) =>
  lines.reduce((total, line) => total + (pick(line) ?? 0), 0);

export type StatementTotals = {
  amount_cents: number;
  previous_cents: number | null;
  budget_cents: number | null;
};

const totalsOf = (lines: readonly StatementLine[], previous: boolean, budget: boolean): StatementTotals => ({
  amount_cents: sumOf(lines, (line) => line.amount_cents),
  previous_cents: previous ? sumOf(lines, (line) => line.previous_cents) : null,
  budget_cents: budget ? sumOf(lines, (line) => line.budget_cents) : null,
});

const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

/**
 * The compte de résultat (ANC 2018-06): charges (class 6) and produits (class 7) by heading, the
 * result (produits less charges: above zero an excédent, below a déficit), and the contributions
 * volontaires en nature (86 emplois, 87 contributions) apart, below the result they never enter.
 */
export function incomeStatement(
  current: readonly AccountTotals[],
  previous: readonly AccountTotals[] | null,
  budget: readonly AccountTotals[] | null = null,
) {
  const side = (belongs: (code: string) => boolean) => statementSide(belongs, current, previous, budget);
  const charges = side((code) => accountClass(code) === 6);
  const produits = side((code) => accountClass(code) === 7);
  const emplois = side((code) => headingOf(code) === '86');
  const contributions = side((code) => headingOf(code) === '87');
  const hasPrevious = previous !== null;
  const hasBudget = budget !== null;
  const totalCharges = totalsOf(charges, hasPrevious, hasBudget);
  const totalProduits = totalsOf(produits, hasPrevious, hasBudget);
  return {
    charges,
    produits,
    total_charges: totalCharges,
    total_produits: totalProduits,
    result: {
      amount_cents: totalProduits.amount_cents - totalCharges.amount_cents,
      previous_cents: difference(totalProduits.previous_cents, totalCharges.previous_cents),
      budget_cents: difference(totalProduits.budget_cents, totalCharges.budget_cents),
    },
    voluntary: {
      emplois,
      contributions,
      total_emplois: totalsOf(emplois, hasPrevious, hasBudget),
      total_contributions: totalsOf(contributions, hasPrevious, hasBudget),
    },
  };
}

/** « Excédent » above zero, « Déficit » below, as the result's line is named. */
export const resultLabel = (resultCents: number) =>
  resultCents < 0 ? 'Résultat de l’exercice (déficit)' : 'Résultat de l’exercice (excédent)';

const BALANCE_SHEET_ITEMS = {
  immobilisations: 'Immobilisations',
  stocks: 'Stocks',
  creances: 'Créances',
  disponibilites: 'Disponibilités',
  fonds_propres: 'Fonds propres et report à nouveau',
  resultat: 'Résultat de l’exercice',
  provisions: 'Provisions et fonds dédiés',
  dettes: 'Dettes',
} as const;
type BalanceSheetItem = keyof typeof BALANCE_SHEET_ITEMS;

const ASSET_ITEMS = ['immobilisations', 'stocks', 'creances', 'disponibilites'] as const;
const LIABILITY_ITEMS = ['fonds_propres', 'resultat', 'provisions', 'dettes'] as const;
/** Capital, reserves, report à nouveau, the last result not yet allocated, investment grants. */
const OWN_FUNDS_HEADINGS = ['10', '11', '12', '13'];
const DEBT_HEADINGS = ['16'];

/**
 * Where an account's balance (debits less credits) stands on the bilan: fixed assets and stocks
 * on the asset side whatever their sign (depreciation, 28, lessens them); a third party or a bank
 * by its balance's side (a debtor is a créance, an overdraft a dette); class 1 on the liabilities.
 */
function itemOf(code: string, balance: number): BalanceSheetItem | null {
  const heading = headingOf(code);
  switch (accountClass(code)) {
    case 1:
      if (OWN_FUNDS_HEADINGS.includes(heading)) return 'fonds_propres';
      return DEBT_HEADINGS.includes(heading) ? 'dettes' : 'provisions';
    case 2:
      return 'immobilisations';
    case 3:
      return 'stocks';
    case 4:
      return balance > 0 ? 'creances' : 'dettes';
    case 5:
      return balance > 0 ? 'disponibilites' : 'dettes';
    default:
      return null;
  }
}

/**
 * The bilan simplifié at the year's end: assets (debit balances) and liabilities (credit
 * balances, with the year's result). Every entry balances and class 8 stays among itself, so both
 * totals are equal; the test says so on a year of every kind of account.
 */
export function balanceSheet(accounts: readonly AccountTotals[]) {
  const amounts = new Map<BalanceSheetItem, number>();
  const add = (item: BalanceSheetItem, cents: number) => amounts.set(item, (amounts.get(item) ?? 0) + cents);
  for (const account of accounts) {
    const balance = account.debit_cents - account.credit_cents;
    const item = itemOf(account.code, balance);
    if (item === null) continue;
    add(item, ASSET_ITEMS.includes(item as (typeof ASSET_ITEMS)[number]) ? balance : -balance);
  }
  const { result } = incomeStatement(accounts, null);
  add('resultat', result.amount_cents);
  const side = (items: readonly BalanceSheetItem[]) => {
    const lines = items.map((item) => ({
      item,
      label: BALANCE_SHEET_ITEMS[item],
      amount_cents: amounts.get(item) ?? 0,
    }));
    return { lines, total_cents: lines.reduce((total, line) => total + line.amount_cents, 0) };
  };
  return { actif: side(ASSET_ITEMS), passif: side(LIABILITY_ITEMS) };
}

/** The FEC's 18 columns, in the order of article A47 A-1 of the livre des procédures fiscales. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/**
 * The FEC's journals: the opening entry in « À-nouveaux », an entry that moves a bank account in
 * « Banque », cash in « Caisse », any other in « Opérations diverses ».
 */
export const FEC_JOURNALS = {
  AN: 'À-nouveaux',
  BQ: 'Banque',
  CA: 'Caisse',
  OD: 'Opérations diverses',
} as const;
export type FecJournal = keyof typeof FEC_JOURNALS;

export function fecJournal(entry: { kind: string }, accountCodes: readonly string[]): FecJournal {
  if (entry.kind === 'ouverture') return 'AN';
  if (accountCodes.some((code) => headingOf(code) === '51')) return 'BQ';
  if (accountCodes.some((code) => headingOf(code) === '53')) return 'CA';
  return 'OD';
}

/** 2026-08-31 -> 20260831, the FEC's dates. */
export const fecDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '');

/**
 * `<SIREN>FEC<year's end>.txt` as the administration names it; the app keeps no SIREN of its
 * own, so the association's name in letters and digits stands in its place.
 */
export function fecFileName(associationName: string, endDate: string) {
  const who =
    associationName
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 40) || 'association';
  return `${who}FEC${fecDate(endDate)}.txt`;
}
