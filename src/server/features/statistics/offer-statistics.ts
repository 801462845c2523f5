import { and, asc, count, gte, lt, sql } from 'drizzle-orm';
import { type Cents, centsToEuros } from '../../../domain/money.ts';
import type { OfferMonthFigures, OfferStatistics } from '../../../domain/statistics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, membershipOffers } from '../../db/schema.ts';
import { isPaymentReceived } from '../ledger/payment-received.ts';
import { isAccepted, type StatisticsWindow } from './membership-months.ts';

/**
 * Memberships and income per month and offer over the window, by the ledger's day (the
 * payment's): stored with each month, so that the dashboard's year of offers reads twelve rows.
 */
export function offerFiguresPerMonth(db: DbOrTx, window: StatisticsWindow) {
  const month = sql<string>`to_char(${adhesions.date_paiement}, 'YYYY-MM')`;
  return db
    .select({
      month,
      offer_id: adhesions.offer_id,
      memberships: sql<number>`count(*) filter (where ${isAccepted})`.mapWith(Number),
      payments: sql<number>`count(*) filter (where ${isPaymentReceived})`.mapWith(Number),
      income_cents:
        sql<Cents>`coalesce(sum(${adhesions.montant_cents}) filter (where ${isPaymentReceived}), 0)`.mapWith(
          Number,
        ),
    })
    .from(adhesions)
    .where(and(gte(adhesions.date_paiement, window.start), lt(adhesions.date_paiement, window.end)))
    .groupBy(month, adhesions.offer_id)
    .having(
      sql`${count()} filter (where ${isAccepted}) > 0 or ${count()} filter (where ${isPaymentReceived}) > 0`,
    )
    .orderBy(month, asc(adhesions.offer_id));
}

/**
 * The months' figures added up per offer and named, in the association's order of its offers.
 * Names are read at each answer: renaming an offer forgets nothing.
 */
export async function offersOfMonths(db: DbOrTx, months: OfferMonthFigures[][]): Promise<OfferStatistics[]> {
  const totals = new Map<string, OfferMonthFigures>();
  for (const figures of months.flat()) {
    const total = totals.get(figures.offer_id);
    totals.set(figures.offer_id, {
      offer_id: figures.offer_id,
      memberships: (total?.memberships ?? 0) + figures.memberships,
      payments: (total?.payments ?? 0) + figures.payments,
      income_cents: (total?.income_cents ?? 0) + figures.income_cents,
    });
  }
  if (totals.size === 0) return [];
  const offers = await db
    .select({ id: membershipOffers.id, name: membershipOffers.name })
    .from(membershipOffers)
    .orderBy(asc(membershipOffers.position), asc(membershipOffers.name));
  return offers.flatMap(({ id, name }) => {
    const total = totals.get(id);
    if (!total) return [];
    const { income_cents, ...figures } = total;
    return [{ ...figures, name, income: centsToEuros(income_cents) }];
  });
}
