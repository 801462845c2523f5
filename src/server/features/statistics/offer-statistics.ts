import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { OfferStatistics } from '../../../domain/statistics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, membershipOffers } from '../../db/schema.ts';
import { isPaymentReceived } from '../ledger/payment-received.ts';
import { isAccepted, type StatisticsWindow } from './membership-months.ts';

/**
 * Memberships and income per offer over the window, by the ledger's day (the payment's), in the
 * association's order of its offers. Grouped at each read rather than stored with the months:
 * offers come and go, and one range of the ledger's index is read for a few rows.
 */
export function listOfferStatistics(
  db: DbOrTx,
  { start, end }: StatisticsWindow,
): Promise<OfferStatistics[]> {
  return db
    .select({
      offer_id: membershipOffers.id,
      name: membershipOffers.name,
      memberships: sql<number>`count(*) filter (where ${isAccepted})`.mapWith(Number),
      payments: sql<number>`count(*) filter (where ${isPaymentReceived})`.mapWith(Number),
      income: sql<number>`coalesce(sum(${adhesions.montant}) filter (where ${isPaymentReceived}), 0)`.mapWith(
        Number,
      ),
    })
    .from(adhesions)
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .where(and(gte(adhesions.date_paiement, start), lt(adhesions.date_paiement, end)))
    .groupBy(membershipOffers.id, membershipOffers.name, membershipOffers.position)
    .having(
      sql`${count()} filter (where ${isAccepted}) > 0 or ${count()} filter (where ${isPaymentReceived}) > 0`,
    )
    .orderBy(asc(membershipOffers.position), asc(membershipOffers.name));
}
