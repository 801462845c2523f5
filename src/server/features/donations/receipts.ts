import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  DONATION_NATURE_LABELS,
  type ReceiptArticle,
  type ReceiptKind,
  receiptLinkPath,
} from '../../../domain/donations.ts';
import { todayIso } from '../../../domain/members.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donationReceipts, donations, type ReceiptBeneficiary, type ReceiptDonor } from '../../db/schema.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { Sender } from '../../infra/mail/templates.ts';
import type { StoredDonationSettings } from './donation-settings.ts';
import { type Donor, hasPostalAddress } from './donors.ts';
import { receiptIssuedMail } from './receipt-mail.ts';
import { takeReceiptNumber } from './receipt-numbers.ts';
import type { FeesOfYear } from './receipted-fees.ts';

export type Donation = typeof donations.$inferSelect;
export type Receipt = typeof donationReceipts.$inferSelect;

type ReceiptRequest = {
  kind: ReceiptKind;
  donor: Donor;
  /** The gifts it covers, none of them already receipted; at least one, or fees. */
  gifts: Pick<Donation, 'id' | 'amount_cents' | 'donated_on' | 'nature' | 'mode_paiement'>[];
  /** An annual receipt's member fees of that year, when the settings receipt fees. */
  fees?: FeesOfYear & { year: number };
  settings: StoredDonationSettings;
  issuedBy: string | null;
  /** To mail the link: the association's name (the beneficiary's too) and the public address. */
  mailing: { sender: Sender; publicUrl: string };
};

/**
 * A company claims under article 238 bis only (its CERFA n° 16216 has no other); a person never
 * under 238 bis, the companies' article: the settings' 200 (and 978 for the IFI), 200 by default.
 */
function receiptArticles(kind: Donor['kind'], articles: ReceiptArticle[]): ReceiptArticle[] {
  if (kind === 'entreprise') return ['238 bis'];
  const personal = articles.filter((article) => article !== '238 bis');
  return personal.length > 0 ? personal : ['200'];
}

const distinct = <T>(values: T[]) => [...new Set(values)];

/** The donor as the receipt names them now: a company by its legal name and SIREN too. */
function donorCopy(donor: Donor): ReceiptDonor {
  const copy: ReceiptDonor = {
    prenom: donor.prenom,
    nom: donor.nom,
    adresse: donor.adresse ?? '',
    code_postal: donor.code_postal ?? '',
    ville: donor.ville ?? '',
  };
  if (donor.kind === 'entreprise' && donor.raison_sociale && donor.siren) {
    copy.entreprise = { raison_sociale: donor.raison_sociale, siren: donor.siren };
  }
  return copy;
}

/** The mentions and signatory in force, which the receipt keeps whatever the settings become. */
const beneficiaryCopy = (settings: StoredDonationSettings, name: string): ReceiptBeneficiary => ({
  name,
  address: settings.address,
  identifier: settings.identifier,
  object: settings.object,
  legal_status: settings.legal_status,
  signatory_name: settings.signatory_name,
  signatory_function: settings.signatory_function,
  signature_key: settings.signature_key,
});

/**
 * Issues one receipt, numbered in the year of its issue, inside the caller's transaction: the
 * donor, the amount, the beneficiary's mentions and the signatory are copied onto it, its gifts point to it, and its link is mailed to the
 * donor (through the outbox, with the transaction). The caller checked that receipts are on and
 * that the donor has an address.
 */
export async function issueReceipt(tx: DbOrTx, request: ReceiptRequest): Promise<Receipt> {
  const { donor, gifts, fees } = request;
  if (gifts.length === 0 && !fees) throw new Error('reçu sans don');
  if (!hasPostalAddress(donor)) throw new Error('reçu sans adresse du donateur');
  const days = [
    ...gifts.map((gift) => gift.donated_on),
    ...(fees ? [fees.first_day, fees.last_day] : []),
  ].sort();
  const amountCents = gifts.reduce((sum, gift) => sum + gift.amount_cents, fees?.amount_cents ?? 0);
  // Fees are paid in money.
  const natures = [...gifts.map((gift) => gift.nature), ...(fees ? (['numeraire'] as const) : [])];
  const { year, sequence, number } = await takeReceiptNumber(tx, Number(todayIso().slice(0, 4)));
  const [receipt] = await tx
    .insert(donationReceipts)
    .values({
      number,
      year,
      sequence,
      kind: request.kind,
      donor_id: donor.id,
      donor: donorCopy(donor),
      beneficiary: beneficiaryCopy(request.settings, request.mailing.sender.associationName),
      amount_cents: amountCents,
      first_day: days[0] ?? todayIso(),
      last_day: days.at(-1) ?? todayIso(),
      donation_ids: gifts.map((gift) => gift.id),
      fees_amount_cents: fees?.amount_cents ?? 0,
      fees_year: fees?.year ?? null,
      natures: distinct(natures.map((nature) => DONATION_NATURE_LABELS[nature])),
      modes: distinct([
        ...gifts.flatMap((gift) => (gift.mode_paiement ? [gift.mode_paiement] : [])),
        ...(fees?.modes ?? []),
      ]),
      articles: receiptArticles(donor.kind, request.settings.articles),
      access_token: randomBytes(24).toString('base64url'),
      issued_by: request.issuedBy,
      mailed_at: donor.email ? new Date() : null,
    })
    .returning();
  if (!receipt) throw new Error('reçu non enregistré');
  if (gifts.length > 0) {
    await tx
      .update(donations)
      .set({ receipt_id: receipt.id })
      .where(
        inArray(
          donations.id,
          gifts.map((gift) => gift.id),
        ),
      );
  }
  if (donor.email) {
    const url = `${request.mailing.publicUrl}${receiptLinkPath(receipt.access_token)}`;
    await enqueueMail(
      tx,
      receiptIssuedMail(request.mailing.sender, donor.email, {
        prenom: donor.prenom,
        number,
        amountCents,
        url,
      }),
    );
  }
  return receipt;
}

/**
 * A gift's own receipt, when the settings issue one per gift, the donor asked for one and gave an
 * address: issued with the gift, in its transaction. Otherwise none now (the annual issue, or
 * the administrator later, may give one).
 */
export async function issueGiftReceiptIfDue(
  tx: DbOrTx,
  ctx: { config: Pick<Config, 'publicUrl'> },
  gift: Donation,
  donor: Donor,
  {
    settings,
    issuedBy,
    sender,
  }: { settings: StoredDonationSettings; issuedBy: string | null; sender: Sender },
): Promise<Receipt | null> {
  const due =
    settings.receipts_enabled &&
    settings.receipt_mode === 'par_don' &&
    gift.receipt_wanted &&
    hasPostalAddress(donor);
  if (!due) return null;
  return issueReceipt(tx, {
    kind: 'don',
    donor,
    gifts: [gift],
    settings,
    issuedBy,
    mailing: { sender, publicUrl: ctx.config.publicUrl },
  });
}
