// The legend's and the tooltip's colour dots are Mantine's ColorSwatch.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { formatCount, formatEuros } from '../../lib/format.ts';
import type { IncomeSeries, MonthRow } from './yearChartRows.ts';

/**
 * The drawings of the year at a glance, fetched apart from the dashboard: the chart library is
 * the heaviest code of the admin area and the figures' tables show without it. Recharts' own
 * keyboard layer is off: the card's table is the accessible way to the figures.
 */

const CHART_HEIGHT = 220;
// People are counted whole: no 0,75 on the axis.
const COUNT_AXIS = { allowDecimals: false };
const formatEurosAxis = (value: number) => `${formatCount(value)} €`;

export function ActiveMembersChart({ rows }: { rows: MonthRow[] }) {
  return (
    <AreaChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="label"
      series={[{ name: 'active_members', label: 'Membres actifs', color: 'blue.6' }]}
      valueFormatter={formatCount}
      yAxisProps={COUNT_AXIS}
      withDots={false}
      accessibilityLayer={false}
    />
  );
}

export function IncomeChart({ rows, series }: { rows: MonthRow[]; series: IncomeSeries[] }) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="label"
      type="stacked"
      series={series}
      valueFormatter={formatEuros}
      yAxisProps={{ tickFormatter: formatEurosAxis, width: 70 }}
      withLegend
      accessibilityLayer={false}
    />
  );
}

export function StartsChart({ rows }: { rows: MonthRow[] }) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="label"
      series={[
        { name: 'new_members', label: 'Nouveaux membres', color: 'teal.6' },
        { name: 'renewals', label: 'Renouvellements', color: 'grape.6' },
      ]}
      valueFormatter={formatCount}
      yAxisProps={COUNT_AXIS}
      withLegend
      accessibilityLayer={false}
    />
  );
}

export function GiftsChart({ rows }: { rows: MonthRow[] }) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={rows}
      dataKey="label"
      series={[{ name: 'gifts', label: 'Dons', color: 'pink.6' }]}
      valueFormatter={formatEuros}
      yAxisProps={{ tickFormatter: formatEurosAxis, width: 70 }}
      accessibilityLayer={false}
    />
  );
}
