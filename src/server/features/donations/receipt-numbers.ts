import { sql } from 'drizzle-orm';
import { receiptNumber } from '../../../domain/donations.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The next receipt number of `year`, taken inside the transaction that issues the receipt: the
 * counter's row stays locked until it commits, so two issuers never take the same number, and a
 * transaction that fails gives its number back (no gap).
 */
export async function takeReceiptNumber(
  tx: DbOrTx,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const result = (await tx.execute(sql`
    insert into receipt_counters (year, last) values (${year}, 1)
    on conflict (year) do update set last = receipt_counters.last + 1
    returning last`)) as unknown as { rows: { last: number }[] };
  const sequence = Number(result.rows[0]?.last);
  if (!Number.isInteger(sequence)) throw new Error('numéro de reçu non attribué');
  return { year, sequence, number: receiptNumber(year, sequence) };
}
