import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import type { DonationForm, DonationThanks } from '../../../domain/donations-online.ts';
import type { OnlineDonationInput } from '../../../domain/donations-schemas.ts';
import { todayIso } from '../../../domain/members.ts';
import { centsToEuros, eurosToCents } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { donationReceipts, donations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { Sender } from '../../infra/mail/templates.ts';
import { openCheckout } from '../payments/checkout.ts';
import {
  CHECKOUT_NOT_FOUND,
  type Checkout,
  findCheckout,
  finishPaidCheckout,
  type PaidCheckout,
} from '../payments/finish.ts';
import { getMailSender } from '../settings/service.ts';
import { getDonationSettings, type StoredDonationSettings } from './donation-settings.ts';
import { companyOf, registerIdentity } from './donors.ts';
import { checkDonationAmount, recordDonation } from './record-donation.ts';
import { donationThanksMail, type ReceiptNews } from './thank-you-mail.ts';

/** The page's amounts and limits as the settings say now, and the signed-in member's identity. */
export async function getDonationForm(ctx: AppContext, user: SessionUser | null): Promise<DonationForm> {
  const settings = await getDonationSettings(ctx.db);
  return {
    suggested_amounts: settings.suggested_amounts,
    max_amount: settings.max_amount,
    receipts_enabled: settings.receipts_enabled,
    receipt_mode: settings.receipt_mode,
    prefill: user ? await registerIdentity(ctx.db, user.id) : null,
  };
}

/**
 * Opens the payment of a gift: the amount is checked against the settings' maximum here, whatever
 * the page allowed, and the donor waits on our server with the checkout until the provider says
 * it was paid. A receipt is wanted only while the association issues them. A signed-in member's
 * gift is theirs: the donor is linked to the member when it is recorded.
 */
export async function createDonationCheckout(
  ctx: AppContext,
  input: OnlineDonationInput,
  user: SessionUser | null,
): Promise<{ url: string }> {
  const settings = await getDonationSettings(ctx.db);
  checkDonationAmount(eurosToCents(input.amount), settings);
  const { amount, receipt_wanted, donor_kind, raison_sociale, siren, ...donor } = input;
  const opened = await openCheckout(ctx, {
    purpose: 'don',
    description: 'Don à l’association',
    charge: { amountCents: eurosToCents(amount), label: 'Don' },
    payer: {
      email: donor.email,
      firstName: donor.prenom,
      lastName: donor.nom,
      address: donor.adresse,
      zipCode: donor.code_postal,
      city: donor.ville,
    },
    successPath: '/don/merci',
    cancelPath: '/don?annule=1',
    donation: {
      ...donor,
      receipt_wanted: receipt_wanted && settings.receipts_enabled,
      user_id: user?.id ?? null,
      company: companyOf({ donor_kind, raison_sociale, siren }),
    },
  });
  return { url: opened.url };
}

/**
 * Records the paid gift once. The thank-you page, the provider's notification and the payments
 * catch-up may all call it, in any order and at the same time: finishPaidCheckout records the
 * gift (through recordDonation, with its receipt when one is due) and queues the thank-you mail
 * in the transaction that completes the checkout, so one payment makes one gift.
 */
export async function finalizeDonation(
  ctx: AppContext,
  { providerSessionId }: { providerSessionId: string },
): Promise<DonationThanks> {
  const checkout = await findCheckout(ctx, { purpose: 'don', providerSessionId });
  if (!checkout?.donation) throw notFound(CHECKOUT_NOT_FOUND);
  const settings = await getDonationSettings(ctx.db);
  await finishPaidCheckout(ctx, checkout, {
    prepare: () => getMailSender(ctx),
    record: async (tx, paid, sender) => {
      await recordPaidDonation(tx, ctx, paid, { settings, sender });
      return undefined;
    },
  });
  return thanks(ctx.db, checkout, settings);
}

async function recordPaidDonation(
  tx: Tx,
  ctx: AppContext,
  checkout: PaidCheckout,
  { settings, sender }: { settings: StoredDonationSettings; sender: Sender },
) {
  if (!checkout.donation) throw notFound(CHECKOUT_NOT_FOUND);
  const amountCents = checkout.amount_cents;
  // A member who left since paying, or who gave under another name, gave as a donor apart (donorFor).
  const { receipt_wanted, ...identity } = checkout.donation;
  const { receipt } = await recordDonation(
    tx,
    ctx,
    {
      donor: identity,
      amount_cents: amountCents,
      donated_on: todayIso(),
      nature: 'numeraire',
      mode_paiement: 'Carte Bancaire',
      in_kind_description: null,
      receipt_wanted,
      payment_id: checkout.payment_id,
      checkout_id: checkout.id,
      recorded_by: null,
    },
    // The amount was checked when the payment opened: a lower maximum since then cannot undo it.
    {
      settings: { ...settings, max_amount: Math.max(settings.max_amount, centsToEuros(amountCents)) },
      sender,
    },
  );
  const news: ReceiptNews = receipt
    ? { number: receipt.number }
    : annualReceiptDue(settings, receipt_wanted)
      ? 'annuel'
      : null;
  await enqueueMail(
    tx,
    donationThanksMail(sender, identity.email, { prenom: identity.prenom, amountCents, receipt: news }),
  );
}

const annualReceiptDue = (settings: StoredDonationSettings, receiptWanted: boolean) =>
  receiptWanted && settings.receipts_enabled && settings.receipt_mode === 'annuel';

async function thanks(
  db: DbOrTx,
  checkout: Checkout,
  settings: StoredDonationSettings,
): Promise<DonationThanks> {
  const [gift] = await db
    .select({ receipt_wanted: donations.receipt_wanted, number: donationReceipts.number })
    .from(donations)
    .leftJoin(donationReceipts, eq(donationReceipts.id, donations.receipt_id))
    .where(eq(donations.checkout_id, checkout.id));
  if (!gift) throw notFound(CHECKOUT_NOT_FOUND);
  const number = gift.number ?? null;
  return {
    prenom: checkout.donation?.prenom ?? '',
    email: checkout.donation?.email ?? '',
    amount: centsToEuros(checkout.amount_cents),
    receipt_number: number,
    receipt_annual: number === null && annualReceiptDue(settings, gift.receipt_wanted),
  };
}
