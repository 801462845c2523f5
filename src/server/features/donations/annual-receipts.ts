import { and, asc, count, eq, gte, inArray, isNull, lte, sum } from 'drizzle-orm';
import type { AnnualReceiptsResult } from '../../../domain/donation-receipts-schemas.ts';
import { todayIso } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import { donationReceipts, donations, donors } from '../../db/schema.ts';
import { conflict, invalidFields } from '../../http/errors.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { getMailSender } from '../settings/service.ts';
import { getDonationSettings } from './donation-settings.ts';
import { hasPostalAddress } from './donors.ts';
import { type Donation, issueReceipt } from './receipts.ts';

export const RECEIPTS_DISABLED = 'Les reçus fiscaux ne sont pas activés dans les paramètres des dons';
export const YEAR_NOT_OVER = 'Choisissez une année terminée';

/**
 * Donors issued a receipt in one transaction: each batch holds the receipts' counter (so every
 * other issue waits) only for its own donors, and a failure gives back only its own numbers.
 */
const DONORS_PER_BATCH = 200;

/** The gifts of the year that want a receipt and have none (a cancelled one let them go). */
const pendingGifts = (year: number) =>
  and(
    gte(donations.donated_on, `${year}-01-01`),
    lte(donations.donated_on, `${year}-12-31`),
    eq(donations.receipt_wanted, true),
    isNull(donations.receipt_id),
  );

/**
 * One receipt per donor for a year that is over, gathering their gifts of the year that want a
 * receipt and have none yet; donors without a postal address get none (counted, so that the
 * treasurer can complete them). Idempotent: a gift once receipted is left out, so a second run
 * issues nothing and answers the same receipts.
 */
export async function issueAnnualReceipts(
  ctx: AppContext,
  year: number,
  actor: Administrator,
): Promise<AnnualReceiptsResult> {
  if (year >= Number(todayIso().slice(0, 4))) {
    throw invalidFields([{ path: 'year', message: YEAR_NOT_OVER }]);
  }
  const settings = await getDonationSettings(ctx.db);
  if (!settings.receipts_enabled) throw conflict(RECEIPTS_DISABLED, 'RECEIPTS_DISABLED');
  const sender = await getMailSender(ctx);
  const waiting = await ctx.db
    .selectDistinct({ id: donations.donor_id })
    .from(donations)
    .where(pendingGifts(year))
    .orderBy(asc(donations.donor_id));
  let issued = 0;
  let withoutAddress = 0;
  for (let start = 0; start < waiting.length; start += DONORS_PER_BATCH) {
    const batch = waiting.slice(start, start + DONORS_PER_BATCH).map((row) => row.id);
    const counted = await ctx.db.transaction(async (tx) => {
      // Locked, and read again after the lock: a gift another run receipted meanwhile is left out.
      const gifts = await tx
        .select()
        .from(donations)
        .where(and(pendingGifts(year), inArray(donations.donor_id, batch)))
        .orderBy(asc(donations.donated_on), asc(donations.id))
        .for('update');
      const batchDonors = await tx.select().from(donors).where(inArray(donors.id, batch));
      const giftsOf = new Map<string, Donation[]>();
      for (const gift of gifts) giftsOf.set(gift.donor_id, [...(giftsOf.get(gift.donor_id) ?? []), gift]);
      const numbers: string[] = [];
      let skipped = 0;
      for (const donor of batchDonors) {
        const theirs = giftsOf.get(donor.id);
        if (!theirs) continue;
        if (!hasPostalAddress(donor)) {
          skipped++;
          continue;
        }
        const receipt = await issueReceipt(tx, {
          kind: 'annuel',
          donor,
          gifts: theirs,
          settings,
          issuedBy: actor.id,
          mailing: { sender, publicUrl: ctx.config.publicUrl },
        });
        numbers.push(receipt.number);
      }
      if (numbers.length > 0) {
        const range = numbers.length === 1 ? numbers[0] : `${numbers[0]} à ${numbers.at(-1)}`;
        await recordAudit(tx, actor, {
          action: 'receipt.annual',
          target: { type: 'donation_receipt', label: `Reçus annuels ${year} : n° ${range}` },
          changes: { issued: { before: null, after: numbers.length } },
        });
      }
      return { issued: numbers.length, skipped };
    });
    issued += counted.issued;
    withoutAddress += counted.skipped;
  }
  const [all] = await ctx.db
    .select({ count: count(), amount: sum(donationReceipts.amount) })
    .from(donationReceipts)
    .where(
      and(
        eq(donationReceipts.kind, 'annuel'),
        isNull(donationReceipts.cancelled_at),
        gte(donationReceipts.first_day, `${year}-01-01`),
        lte(donationReceipts.first_day, `${year}-12-31`),
      ),
    );
  return {
    year,
    issued,
    count: all?.count ?? 0,
    amount: Math.round(Number(all?.amount ?? 0) * 100) / 100,
    without_address: withoutAddress,
  };
}
