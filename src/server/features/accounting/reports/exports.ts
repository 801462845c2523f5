import { Readable } from 'node:stream';
import { ENTRY_KIND_LABELS } from '../../../../domain/accounting.ts';
import {
  FEC_COLUMNS,
  FEC_JOURNALS,
  fecDate,
  fecFileName,
  fecJournal,
  resultLabel,
} from '../../../../domain/accounting-reports.ts';
import type { IdParams } from '../../../../domain/ids.ts';
import { todayIso } from '../../../../domain/members.ts';
import { centsToEuros, decimalComma } from '../../../../domain/money.ts';
import type { AppContext } from '../../../app-context.ts';
import { excelAmount, excelCsv, excelCsvBatches, excelDate } from '../../../http/excel-csv.ts';
import { getAssociationSettings } from '../../settings/service.ts';
import { reportYear } from './report-sums.ts';
import { getBalance, getIncomeStatement } from './reports.ts';
import { journalBatches, ledgerBatches } from './year-lines.ts';

/** A file a route sends: its name, and its content whole or streamed. */
export type ExportFile = { fileName: string; content: string | Readable };

const amount = (cents: number) => excelAmount(centsToEuros(cents));
/** A side of a line, empty when the line is on the other side, as a ledger prints it. */
const side = (cents: number) => (cents === 0 ? '' : amount(cents));

const fileLabel = (year: { start_date: string; end_date: string }) =>
  `${year.start_date.slice(0, 4)}-${year.end_date.slice(0, 4)}`;

const JOURNAL_HEADER = [
  'Date',
  'N° de pièce',
  'Type',
  'Référence',
  'Compte',
  'Intitulé du compte',
  'Libellé',
  'Débit',
  'Crédit',
  'Projet',
];

async function* journalRows(ctx: Pick<AppContext, 'db'>, yearId: string) {
  for await (const entries of journalBatches(ctx.db, yearId))
    yield entries.flatMap((entry) =>
      entry.lines.map((line) => [
        excelDate(entry.date),
        String(entry.piece_number),
        ENTRY_KIND_LABELS[entry.kind],
        entry.reference ?? '',
        line.code,
        line.account_label,
        line.label ?? entry.label,
        side(line.debit_cents),
        side(line.credit_cents),
        line.project ?? '',
      ]),
    );
}

/** The year's journal, every line of every entry in date and piece order, for French Excel. */
export async function exportJournal(ctx: Pick<AppContext, 'db'>, { id }: IdParams): Promise<ExportFile> {
  const year = await reportYear(ctx.db, id);
  return {
    fileName: `journal-${fileLabel(year)}.csv`,
    content: excelCsvBatches(JOURNAL_HEADER, journalRows(ctx, id)),
  };
}

const LEDGER_HEADER = [
  'Compte',
  'Intitulé du compte',
  'Date',
  'N° de pièce',
  'Libellé',
  'Débit',
  'Crédit',
  'Solde',
];

async function* ledgerRows(ctx: Pick<AppContext, 'db'>, yearId: string) {
  for await (const lines of ledgerBatches(ctx.db, yearId))
    yield lines.map((line) => [
      line.code,
      line.account_label,
      excelDate(line.date),
      String(line.piece_number),
      line.label,
      side(line.debit_cents),
      side(line.credit_cents),
      amount(line.balance_cents),
    ]);
}

/** The grand livre: each account's lines with its running balance, account by account. */
export async function exportGeneralLedger(
  ctx: Pick<AppContext, 'db'>,
  { id }: IdParams,
): Promise<ExportFile> {
  const year = await reportYear(ctx.db, id);
  return {
    fileName: `grand-livre-${fileLabel(year)}.csv`,
    content: excelCsvBatches(LEDGER_HEADER, ledgerRows(ctx, id)),
  };
}

/** The balance: a row per account, then the totals. */
export async function exportBalance(ctx: Pick<AppContext, 'db'>, input: IdParams): Promise<ExportFile> {
  const balance = await getBalance(ctx, input);
  const rows = balance.accounts.map((account) => [
    account.code,
    account.label,
    amount(account.debit_cents),
    amount(account.credit_cents),
    amount(account.balance_cents),
  ]);
  rows.push([
    '',
    'Total',
    amount(balance.totals.debit_cents),
    amount(balance.totals.credit_cents),
    amount(balance.totals.debit_cents - balance.totals.credit_cents),
  ]);
  return {
    fileName: `balance-${fileLabel(balance.year)}.csv`,
    content: excelCsv(['Compte', 'Intitulé', 'Débit', 'Crédit', 'Solde'], rows),
  };
}

/** The compte de résultat: charges, produits, result and contributions in kind, beside the previous year. */
export async function exportIncomeStatement(
  ctx: Pick<AppContext, 'db'>,
  input: IdParams,
): Promise<ExportFile> {
  const statement = await getIncomeStatement(ctx, input);
  const figure = (cents: number | null) => (cents === null ? '' : amount(cents));
  type Figures = { amount_cents: number; previous_cents: number | null };
  const row = (part: string, code: string, label: string, figures: Figures) => [
    part,
    code,
    label,
    figure(figures.amount_cents),
    figure(figures.previous_cents),
  ];
  const { voluntary } = statement;
  const rows = [
    ...statement.charges.map((line) => row('Charges', line.code, line.label, line)),
    row('Charges', '', 'Total des charges', statement.total_charges),
    ...statement.produits.map((line) => row('Produits', line.code, line.label, line)),
    row('Produits', '', 'Total des produits', statement.total_produits),
    row('Résultat', '', resultLabel(statement.result.amount_cents), statement.result),
    ...voluntary.emplois.map((line) => row('Contributions volontaires', line.code, line.label, line)),
    ...voluntary.contributions.map((line) => row('Contributions volontaires', line.code, line.label, line)),
  ];
  const previous = statement.previous_year
    ? `Exercice ${statement.previous_year.label}`
    : 'Exercice précédent';
  return {
    fileName: `compte-de-resultat-${fileLabel(statement.year)}.csv`,
    content: excelCsv(['Partie', 'Rubrique', 'Intitulé', `Exercice ${statement.year.label}`, previous], rows),
  };
}

/** A text cell of the FEC: its separators (tab, line ends) would cut the line. */
const fecText = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();
const fecAmount = (cents: number) => decimalComma(centsToEuros(cents));

async function* fecLines(ctx: Pick<AppContext, 'db'>, yearId: string) {
  yield `${FEC_COLUMNS.join('\t')}\r\n`;
  for await (const entries of journalBatches(ctx.db, yearId)) {
    let chunk = '';
    for (const entry of entries) {
      const journal = fecJournal(
        entry,
        entry.lines.map((line) => line.code),
      );
      const day = fecDate(entry.date);
      for (const line of entry.lines)
        chunk += `${[
          journal,
          FEC_JOURNALS[journal],
          String(entry.piece_number),
          day,
          line.code,
          fecText(line.account_label),
          '',
          '',
          fecText(entry.reference ?? String(entry.piece_number)),
          day,
          fecText(line.label ?? entry.label),
          fecAmount(line.debit_cents),
          fecAmount(line.credit_cents),
          '',
          '',
          fecDate(todayIso(entry.created_at)),
          '',
          '',
        ].join('\t')}\r\n`;
    }
    yield chunk;
  }
}

/**
 * The fichier des écritures comptables of one year (article A47 A-1 du LPF): a header of the 18
 * columns, then a line per line of every entry, tab-separated, amounts with a decimal comma, in
 * UTF-8 as the administration accepts it.
 */
export async function exportFec(
  ctx: Pick<AppContext, 'db' | 'config'>,
  { id }: IdParams,
): Promise<ExportFile> {
  const [year, settings] = await Promise.all([reportYear(ctx.db, id), getAssociationSettings(ctx)]);
  return {
    fileName: fecFileName(settings.name, year.end_date),
    content: Readable.from(fecLines(ctx, id), { objectMode: false }),
  };
}
