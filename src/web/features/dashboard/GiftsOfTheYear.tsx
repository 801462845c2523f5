import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { HandHeart } from 'lucide-react';
import { sumEuros } from '../../../domain/money.ts';
import type { MonthStatistics } from '../../../domain/statistics.ts';
import { formatCount, formatEuros } from '../../lib/format.ts';

const YEAR_MONTHS = 12;

/** The gifts of the last twelve months (money and kind, by the gift's day), added in cents. */
function giftsOfTheYear(months: MonthStatistics[]) {
  const year = months.slice(-YEAR_MONTHS);
  return {
    count: year.reduce((sum, month) => sum + month.donations.count, 0),
    amount: sumEuros(year.map((month) => month.donations.amount)),
  };
}

export function GiftsOfTheYear({ months }: { months: MonthStatistics[] }) {
  const { count, amount } = giftsOfTheYear(months);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Dons sur 12 mois">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            Dons sur 12 mois
          </Text>
          <Text fw={700} fz={28}>
            {formatEuros(amount)}
          </Text>
          <Text size="sm" c="dimmed">
            {count === 0 ? 'Aucun don' : count === 1 ? '1 don' : `${formatCount(count)} dons`}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light">
          <HandHeart size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
