import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import type { MemberDonations } from '../../../domain/donation-receipts-schemas.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import { donationReceipts, donations, donors } from '../../db/schema.ts';
import { receiptSummary } from './receipt-documents.ts';

/**
 * The signed-in member's gifts (through their donor row), newest first, each with its valid
 * receipt, and every receipt issued to them, cancelled ones included (they keep their copy).
 */
export async function listMyDonations({ db }: AppContext, member: SessionUser): Promise<MemberDonations> {
  const [donor] = await db.select({ id: donors.id }).from(donors).where(eq(donors.user_id, member.id));
  if (!donor) return { donations: [], receipts: [] };
  const [gifts, receipts] = await Promise.all([
    db
      .select({
        id: donations.id,
        amount_cents: donations.amount_cents,
        donated_on: donations.donated_on,
        nature: donations.nature,
        mode_paiement: donations.mode_paiement,
        receipt_id: donationReceipts.id,
        receipt_number: donationReceipts.number,
      })
      .from(donations)
      .leftJoin(
        donationReceipts,
        and(eq(donationReceipts.id, donations.receipt_id), isNull(donationReceipts.cancelled_at)),
      )
      .where(eq(donations.donor_id, donor.id))
      .orderBy(desc(donations.donated_on), desc(donations.id)),
    db
      .select()
      .from(donationReceipts)
      .where(eq(donationReceipts.donor_id, donor.id))
      .orderBy(desc(donationReceipts.year), asc(donationReceipts.sequence)),
  ]);
  return {
    donations: gifts.map(({ receipt_id, receipt_number, amount_cents, ...gift }) => ({
      ...gift,
      amount: centsToEuros(amount_cents),
      receipt: receipt_id && receipt_number ? { id: receipt_id, number: receipt_number } : null,
    })),
    receipts: receipts.map(receiptSummary),
  };
}
