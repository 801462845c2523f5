import { and, asc, between, count, eq, gte, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { AnnualReceiptsResult } from '../../../domain/donation-receipts-schemas.ts';
import { todayIso } from '../../../domain/members.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, donationReceipts, donations, donors, users } from '../../db/schema.ts';
import { conflict, invalidFields } from '../../http/errors.ts';
import { isNotErased } from '../accounts/erased.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { isHeldMembership, isPaymentReceived } from '../ledger/payment-received.ts';
import { getMailSender } from '../settings/service.ts';
import { getDonationSettings, RECEIPTS_DISABLED } from './donation-settings.ts';
import { hasPostalAddress } from './donors.ts';
import { feesOfYear } from './receipted-fees.ts';
import { type Donation, issueReceipt } from './receipts.ts';

const YEAR_NOT_OVER = 'Choisissez une année terminée';

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

/** The members' fees of the year that no valid receipt covers yet (when the settings receipt fees). */
const feesNotReceipted = (year: number) => sql`
  select ${adhesions.user_id} as user_id from ${adhesions}
  where ${and(isPaymentReceived, isHeldMembership, between(adhesions.date_paiement, `${year}-01-01`, `${year}-12-31`))}
  except
  select ${donors.user_id} from ${donationReceipts} join ${donors} on ${donors.id} = ${donationReceipts.donor_id}
  where ${donationReceipts.fees_year} = ${year} and ${donationReceipts.cancelled_at} is null`;

/**
 * Each member whose fees are to be receipted gets their donor row (the register's identity), so
 * that their receipt is found, listed and erased like any donor's.
 */
async function addFeePayersAsDonors(db: DbOrTx, year: number) {
  await db.execute(sql`
    insert into ${donors} (user_id, prenom, nom, email, adresse, code_postal, ville)
    select ${users.id}, ${users.prenom}, ${users.nom}, ${users.email}, ${users.adresse}, ${users.code_postal}, ${users.ville}
    from ${users}
    where ${users.id} in (${feesNotReceipted(year)}) and ${isNotErased}
    on conflict (user_id) do nothing`);
}

/**
 * One receipt per donor for a year that is over, gathering their gifts of the year that want a
 * receipt and have none yet, and, when the settings receipt fees, a member's fees of that year
 * not receipted yet; donors without a postal address get none (counted, so that the treasurer
 * can complete them). Idempotent: a gift or a year's fees once receipted is left out, so a
 * second run issues nothing and answers the same receipts.
 */
/** Read again under the batch's lock: another run may have receipted them meanwhile. */
async function unreceiptedFees(tx: DbOrTx, userId: string, year: number) {
  const [receipted] = await tx
    .select({ id: donationReceipts.id })
    .from(donationReceipts)
    .innerJoin(donors, eq(donors.id, donationReceipts.donor_id))
    .where(
      and(
        eq(donors.user_id, userId),
        eq(donationReceipts.fees_year, year),
        isNull(donationReceipts.cancelled_at),
      ),
    )
    .limit(1);
  return receipted ? null : feesOfYear(tx, userId, year);
}

export async function issueAnnualReceipts(
  ctx: AppContext,
  { year }: { year: number },
  actor: Administrator,
): Promise<AnnualReceiptsResult> {
  if (year >= Number(todayIso().slice(0, 4))) {
    throw invalidFields([{ path: 'year', message: YEAR_NOT_OVER }]);
  }
  const settings = await getDonationSettings(ctx.db);
  if (!settings.receipts_enabled) throw conflict(RECEIPTS_DISABLED, 'RECEIPTS_DISABLED');
  const sender = await getMailSender(ctx);
  if (settings.receipt_fees) await addFeePayersAsDonors(ctx.db, year);
  const feePayers = settings.receipt_fees
    ? ctx.db
        .select({ id: donors.id })
        .from(donors)
        .where(and(isNull(donors.erased_at), sql`${donors.user_id} in (${feesNotReceipted(year)})`))
    : undefined;
  const withGifts = ctx.db
    .selectDistinct({ id: donations.donor_id })
    .from(donations)
    .where(pendingGifts(year));
  const waiting = (await (feePayers ? union(withGifts, feePayers) : withGifts)).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
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
        const theirs = giftsOf.get(donor.id) ?? [];
        const fees =
          settings.receipt_fees && donor.user_id ? await unreceiptedFees(tx, donor.user_id, year) : null;
        if (theirs.length === 0 && !fees) continue;
        if (!hasPostalAddress(donor)) {
          skipped++;
          continue;
        }
        const receipt = await issueReceipt(tx, {
          kind: 'annuel',
          donor,
          gifts: theirs,
          ...(fees && { fees: { ...fees, year } }),
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
    .select({ count: count(), amountCents: sum(donationReceipts.amount_cents).mapWith(Number) })
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
    amount: centsToEuros(all?.amountCents ?? 0),
    without_address: withoutAddress,
  };
}
