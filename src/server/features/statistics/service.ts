import { todayIso } from '../../../domain/members.ts';
import {
  addMonths,
  OFFER_STATISTICS_MONTHS,
  STATISTICS_MONTHS,
  type YearStatistics,
  type YearStatisticsQuery,
} from '../../../domain/statistics.ts';
import type { AppContext } from '../../app-context.ts';
import { offersOfMonths } from './offer-statistics.ts';
import { readYearStatistics } from './stored-statistics.ts';

/**
 * The dashboard's year at a glance: the 24 months up to `month` (the current month in Paris
 * by default), and the memberships ending in that month. Each month's figures are computed once
 * and stored until a change touches them (stored-statistics.ts), so that the answer costs the
 * same for 100 or 100,000 members. The figures per offer add up the last twelve stored months.
 */
export async function getYearStatistics(
  { db }: AppContext,
  query: YearStatisticsQuery,
): Promise<YearStatistics> {
  const last = query.month ?? todayIso().slice(0, 7);
  const months = Array.from({ length: STATISTICS_MONTHS }, (_, index) =>
    addMonths(last, index + 1 - STATISTICS_MONTHS),
  );
  const { offerMonths, ...stored } = await readYearStatistics(db, months, last);
  return { ...stored, offers: await offersOfMonths(db, offerMonths.slice(-OFFER_STATISTICS_MONTHS)) };
}
