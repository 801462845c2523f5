import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { formatCount, formatEuros, formatMonth } from '../../lib/format.ts';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { ChartCard, type ChartTableColumn } from './ChartCard.tsx';
import { EndingThisMonth } from './EndingThisMonth.tsx';
import { GiftsOfTheYear } from './GiftsOfTheYear.tsx';
import { OffersOfTheYear } from './OffersOfTheYear.tsx';
import { useYearStatistics } from './useYearStatistics.ts';
import { incomeSeries, type MonthRow, monthIncome, monthRows } from './yearChartRows.ts';

const ActiveMembersChart = lazyNamed(() => import('./YearCharts.tsx'), 'ActiveMembersChart');
const IncomeChart = lazyNamed(() => import('./YearCharts.tsx'), 'IncomeChart');
const StartsChart = lazyNamed(() => import('./YearCharts.tsx'), 'StartsChart');
const GiftsChart = lazyNamed(() => import('./YearCharts.tsx'), 'GiftsChart');

const CHART_FALLBACK = <Skeleton h={220} />;
const monthColumn: ChartTableColumn<MonthRow> = { label: 'Mois', value: (row) => formatMonth(row.month) };
const rowKey = (row: MonthRow) => row.month;

/** The dashboard's last 24 months: members, income per mode, new members and renewals, gifts, endings; the year per offer. */
export function YearAtAGlance() {
  const { statistics, isLoading } = useYearStatistics();
  if (isLoading) return <Skeleton h={320} />;
  if (!statistics) return null;
  const series = incomeSeries(statistics.months);
  const rows = monthRows(statistics.months, series);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        L’année en un coup d’œil
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title="Membres actifs par mois"
          summary="Graphique des membres actifs sur les 24 derniers mois ; les chiffres sont dans le tableau."
          rows={rows}
          rowKey={rowKey}
          columns={[
            monthColumn,
            { label: 'Membres actifs', value: (row) => formatCount(row.active_members) },
          ]}
        >
          <Suspense fallback={CHART_FALLBACK}>
            <ActiveMembersChart rows={rows} />
          </Suspense>
        </ChartCard>
        <ChartCard
          title="Encaissements par mois et par mode"
          summary="Graphique des encaissements mensuels par mode de paiement sur les 24 derniers mois ; les montants sont dans le tableau."
          rows={rows}
          rowKey={rowKey}
          columns={[
            monthColumn,
            ...series.map(({ name, label }) => ({
              label,
              value: (row: MonthRow) => formatEuros(row[name] as number),
            })),
            { label: 'Total', value: (row) => formatEuros(monthIncome(row)) },
          ]}
        >
          <Suspense fallback={CHART_FALLBACK}>
            <IncomeChart rows={rows} series={series} />
          </Suspense>
        </ChartCard>
        <ChartCard
          title="Nouveaux membres et renouvellements"
          summary="Graphique des nouveaux membres et des renouvellements par mois sur les 24 derniers mois ; les chiffres sont dans le tableau."
          rows={rows}
          rowKey={rowKey}
          columns={[
            monthColumn,
            { label: 'Nouveaux membres', value: (row) => formatCount(row.new_members) },
            { label: 'Renouvellements', value: (row) => formatCount(row.renewals) },
          ]}
        >
          <Suspense fallback={CHART_FALLBACK}>
            <StartsChart rows={rows} />
          </Suspense>
        </ChartCard>
        <ChartCard
          title="Dons par mois"
          summary="Graphique du montant des dons reçus par mois (numéraire et nature) sur les 24 derniers mois ; les chiffres sont dans le tableau."
          rows={rows}
          rowKey={rowKey}
          columns={[
            monthColumn,
            { label: 'Dons', value: (row) => formatCount(row.donations.count) },
            { label: 'Montant', value: (row) => formatEuros(row.donations.amount) },
          ]}
        >
          <Suspense fallback={CHART_FALLBACK}>
            <GiftsChart rows={rows} />
          </Suspense>
        </ChartCard>
        <GiftsOfTheYear months={statistics.months} />
        <EndingThisMonth ending={statistics.ending} />
        <OffersOfTheYear offers={statistics.offers} month={statistics.ending.month} />
      </SimpleGrid>
    </Stack>
  );
}
