import { eq } from 'drizzle-orm';
import type { CancelReceiptInput, ReceiptSummary } from '../../../domain/donation-receipts-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donationReceipts, donations } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { RECEIPT_NOT_FOUND, receiptSummary } from './receipt-documents.ts';

const RECEIPT_ALREADY_CANCELLED = 'Ce reçu est déjà annulé';

/**
 * Cancels a receipt: it stays, with its number (never given again), the day and the reason, and
 * its gifts are let go so that a corrected receipt can cover them under a new number.
 */
export async function cancelReceipt(
  { db }: AppContext,
  { id, ...input }: IdParams & CancelReceiptInput,
  actor: Administrator,
): Promise<ReceiptSummary> {
  return receiptSummary(await db.transaction((tx) => cancelReceiptIn(tx, id, input, actor)));
}

/** The same, in the caller's transaction (the demo cancels one while it seeds). */
export async function cancelReceiptIn(
  tx: DbOrTx,
  id: string,
  { reason }: CancelReceiptInput,
  actor: Administrator,
) {
  const [receipt] = await tx.select().from(donationReceipts).where(eq(donationReceipts.id, id)).for('update');
  if (!receipt) throw notFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
  if (receipt.cancelled_at) throw conflict(RECEIPT_ALREADY_CANCELLED, 'RECEIPT_CANCELLED');
  const [cancelled] = await tx
    .update(donationReceipts)
    .set({ cancelled_at: new Date(), cancelled_by: actor.id, cancel_reason: reason })
    .where(eq(donationReceipts.id, id))
    .returning();
  if (!cancelled) throw notFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
  await tx.update(donations).set({ receipt_id: null }).where(eq(donations.receipt_id, id));
  await recordAudit(tx, actor, {
    action: 'receipt.cancel',
    target: { type: 'donation_receipt', id, label: `Reçu n° ${receipt.number}` },
    changes: { cancel_reason: { before: null, after: reason } },
  });
  return cancelled;
}
