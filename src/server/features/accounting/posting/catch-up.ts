import { and, between, eq, isNull, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { accountingEntries, accountingYears, adhesions, donations } from '../../../db/schema.ts';
import { isPaymentReceived } from '../../ledger/payment-received.ts';
import { postSource } from './post-source.ts';

/** Not posted yet: no entry names it as its first posting. */
const notPosted = (tx: DbOrTx, kind: string, id: SQLWrapper) =>
  notInArray(
    sql`${id}::text`,
    tx
      .select({ id: accountingEntries.source_id })
      .from(accountingEntries)
      .where(eq(accountingEntries.source_kind, kind)),
  );

/**
 * Posts the payments and gifts of a period that no entry holds yet: those received while no open
 * year covered their day. Run when a year is created; run twice, it posts nothing more.
 */
export async function postPendingSources(tx: DbOrTx, period: { start_date: string; end_date: string }) {
  const memberships = await tx
    .select({ id: adhesions.id })
    .from(adhesions)
    .where(
      and(
        isPaymentReceived,
        isNull(adhesions.refund),
        between(adhesions.date_paiement, period.start_date, period.end_date),
        notPosted(tx, 'adhesion', adhesions.id),
      ),
    )
    .orderBy(adhesions.date_paiement, adhesions.id);
  const gifts = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.nature, 'numeraire'),
        between(donations.donated_on, period.start_date, period.end_date),
        notPosted(tx, 'don', donations.id),
      ),
    )
    .orderBy(donations.donated_on, donations.id);
  for (const { id } of memberships) await postSource(tx, { kind: 'adhesion', id });
  for (const { id } of gifts) await postSource(tx, { kind: 'don', id });
}

/** The same for every open year: after an import, which records a history of payments at once. */
export async function postPendingInOpenYears(tx: DbOrTx) {
  const open = await tx.select().from(accountingYears).where(isNull(accountingYears.closed_at));
  for (const year of open) await postPendingSources(tx, year);
}
