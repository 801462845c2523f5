import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { ReceiptListQuery } from '../../../domain/donation-receipts-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { donationReceipts } from '../../db/schema.ts';
import { foldedText, matchesEveryWord } from '../../db/text-search.ts';
import { receiptSummary } from './receipt-documents.ts';

/** The donor's name as the receipt copied it, and its number, as a search reads them. */
const searched = foldedText(
  sql`' ' || (${donationReceipts.donor}->>'prenom') || ' ' || (${donationReceipts.donor}->>'nom') || ' ' || ${donationReceipts.number}`,
);

function matchesFilters({ year, state, search }: ReceiptListQuery): SQL | undefined {
  return and(
    year ? eq(donationReceipts.year, year) : undefined,
    state === 'valide' ? isNull(donationReceipts.cancelled_at) : undefined,
    state === 'annule' ? isNotNull(donationReceipts.cancelled_at) : undefined,
    matchesEveryWord(searched, search),
  );
}

/** A receipt a donor a year: counted exactly. */
export const receiptsList = defineList({
  name: 'donation_receipts',
  rows: (db, filter, window) =>
    db
      .select()
      .from(donationReceipts)
      .where(filter)
      .orderBy(desc(donationReceipts.year), desc(donationReceipts.sequence))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(donationReceipts).where(filter),
});

/** The receipts, last issued first (the order of their year and number, which an index keeps). */
export async function listReceipts({ db }: AppContext, query: ReceiptListQuery) {
  const { page, pageSize } = query;
  const { rows, total } = await receiptsList.page(db, {
    filter: matchesFilters(query),
    page: { page, pageSize },
  });
  return { items: rows.map(receiptSummary), total, page, pageSize };
}
