import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { ReceiptListQuery } from '../../../domain/donation-receipts-schemas.ts';
import { pageOffset } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
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

/** The receipts, last issued first (the order of their year and number, which an index keeps). */
export async function listReceipts({ db }: AppContext, query: ReceiptListQuery) {
  const where = matchesFilters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(donationReceipts)
      .where(where)
      .orderBy(desc(donationReceipts.year), desc(donationReceipts.sequence))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ count: count() }).from(donationReceipts).where(where),
  ]);
  return {
    items: rows.map(receiptSummary),
    total: total?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
