import { type DonationNature, MIN_DONATION } from '../../../domain/donations.ts';
import { donationAmountRange } from '../../../domain/donations-schemas.ts';
import type { PaymentMode } from '../../../domain/members.ts';
import { type Cents, eurosToCents } from '../../../domain/money.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donations } from '../../db/schema.ts';
import { invalidFields } from '../../http/errors.ts';
import type { Sender } from '../../infra/mail/templates.ts';
import { postSource } from '../accounting/posting/post-source.ts';
import type { StoredDonationSettings } from './donation-settings.ts';
import type { Donor } from './donors.ts';
import { type DonorIdentity, donorFor } from './donors.ts';
import { type Donation, issueGiftReceiptIfDue, type Receipt } from './receipts.ts';

export type NewDonation = {
  donor: DonorIdentity;
  amount_cents: Cents;
  donated_on: string;
  nature: DonationNature;
  mode_paiement: PaymentMode | null;
  /** Given by hand for a cheque. */
  cheque_number?: string | null | undefined;
  cheque_bank?: string | null | undefined;
  cheque_drawer?: string | null | undefined;
  in_kind_description: string | null;
  receipt_wanted: boolean;
  note?: string;
  /** A gift online: the provider's reference and our checkout, each recorded once. */
  payment_id?: string | null;
  checkout_id?: string | null;
  /** The administrator who recorded it by hand; null online. */
  recorded_by: string | null;
};

/** Refused beyond the settings' maximum, beside the amount's field, with the range that applies. */
export function checkDonationAmount(cents: Cents, settings: Pick<StoredDonationSettings, 'max_amount'>) {
  if (cents < eurosToCents(MIN_DONATION) || cents > eurosToCents(settings.max_amount)) {
    throw invalidFields([{ path: 'amount', message: donationAmountRange(settings.max_amount) }]);
  }
}

/**
 * Records a gift in the caller's transaction, with its donor, and its own receipt when one is
 * due now (see issueGiftReceiptIfDue). Every way a gift comes in goes through here: the
 * donation page's finalisation, the administrator's form, the demo.
 */
export async function recordDonation(
  tx: DbOrTx,
  ctx: { config: Pick<Config, 'publicUrl'> },
  gift: NewDonation,
  { settings, sender }: { settings: StoredDonationSettings; sender: Sender },
): Promise<{ donation: Donation; donor: Donor; receipt: Receipt | null }> {
  checkDonationAmount(gift.amount_cents, settings);
  const donor = await donorFor(tx, gift.donor);
  const { donor: _identity, ...values } = gift;
  const [donation] = await tx
    .insert(donations)
    .values({ ...values, donor_id: donor.id })
    .returning();
  if (!donation) throw new Error('don non enregistré');
  await postSource(tx, { kind: 'don', id: donation.id });
  const receipt = await issueGiftReceiptIfDue(tx, ctx, donation, donor, {
    settings,
    issuedBy: gift.recorded_by,
    sender,
  });
  return { donation, donor, receipt };
}
