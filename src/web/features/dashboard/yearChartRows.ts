import { MODE_NOT_RECORDED } from '../../../domain/ledger.ts';
import { PAYMENT_MODES, type PaymentMode } from '../../../domain/members.ts';
import { sumEuros } from '../../../domain/money.ts';
import type { MonthStatistics } from '../../../domain/statistics.ts';
import { formatShortMonth } from '../../lib/format.ts';

/** A month's figures as a chart reads them: one key per series, and the axis label. */
export type MonthRow = MonthStatistics & { label: string; [seriesName: string]: unknown };

export type IncomeSeries = { name: string; label: string; color: string };

const MODE_COLORS = ['blue.6', 'teal.6', 'yellow.6', 'grape.6'];

/**
 * One series per payment mode, in the ledger's order; "Non renseigné" only when a month has a
 * payment without a mode. Keys are plain words: a mode's name has spaces and accents.
 */
export function incomeSeries(months: MonthStatistics[]): IncomeSeries[] {
  const series = PAYMENT_MODES.map((mode, index) => ({
    name: `mode${index}`,
    label: mode,
    color: MODE_COLORS[index] ?? 'gray.6',
  }));
  const hasUnrecorded = months.some((month) => month.income.some((total) => total.mode_paiement === null));
  return hasUnrecorded
    ? [...series, { name: 'unrecorded', label: MODE_NOT_RECORDED, color: 'gray.6' }]
    : series;
}

const seriesName = (mode: PaymentMode | null) =>
  mode === null ? 'unrecorded' : `mode${PAYMENT_MODES.indexOf(mode)}`;

/** Each month with its axis label, its income per mode under the series' keys (0 when none), and its gifts' amount. */
export function monthRows(months: MonthStatistics[], series: IncomeSeries[]): MonthRow[] {
  return months.map((month) => ({
    ...month,
    label: formatShortMonth(month.month),
    ...Object.fromEntries(series.map(({ name }) => [name, 0])),
    ...Object.fromEntries(month.income.map((total) => [seriesName(total.mode_paiement), total.montant])),
    gifts: month.donations.amount,
  }));
}

/** The month's income, all modes together, added in cents. */
export const monthIncome = (month: MonthStatistics) => sumEuros(month.income.map((total) => total.montant));
