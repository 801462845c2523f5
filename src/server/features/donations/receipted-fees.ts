import { and, between, eq, isNotNull, max, min, sql, sum } from 'drizzle-orm';
import type { PaymentMode } from '../../../domain/members.ts';
import type { Cents } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions } from '../../db/schema.ts';
import { isHeldMembership, isPaymentReceived } from '../ledger/payment-received.ts';

/** What a member paid in fees over a calendar year, as a donor-member's annual receipt adds it. */
export type FeesOfYear = { amount_cents: Cents; first_day: string; last_day: string; modes: PaymentMode[] };

/**
 * The member's fees of `year` (by the day the ledger shows their payment), when the association
 * receipts fees: each paid membership the association accepted. A household's payment is its
 * payer's (the others' montant is 0); a membership still waiting for validation is not counted yet.
 * Null when there is none.
 */
export async function feesOfYear(tx: DbOrTx, userId: string, year: number): Promise<FeesOfYear | null> {
  const [row] = await tx
    .select({
      amount_cents: sum(adhesions.montant_cents).mapWith(Number),
      first_day: min(adhesions.date_paiement),
      last_day: max(adhesions.date_paiement),
      // As text: the driver reads an array of an enum as one string.
      modes: sql<
        PaymentMode[] | null
      >`array_agg(DISTINCT ${adhesions.mode_paiement}::text ORDER BY ${adhesions.mode_paiement}::text) FILTER (WHERE ${isNotNull(adhesions.mode_paiement)})`,
    })
    .from(adhesions)
    .where(
      and(
        eq(adhesions.user_id, userId),
        isPaymentReceived,
        isHeldMembership,
        between(adhesions.date_paiement, `${year}-01-01`, `${year}-12-31`),
      ),
    );
  if (!row?.first_day || !row.last_day) return null;
  return {
    amount_cents: row.amount_cents,
    first_day: row.first_day,
    last_day: row.last_day,
    modes: row.modes ?? [],
  };
}
