import { eq } from 'drizzle-orm';
import { chequeAudited, chequeDetailsFor } from '../../../domain/cheques.ts';
import { DONATION_NATURE_LABELS } from '../../../domain/donations.ts';
import type { AdminDonation, RecordedDonation } from '../../../domain/donations-list.ts';
import { ADDRESS_REQUIRED_FOR_RECEIPT, type ManualDonationInput } from '../../../domain/donations-schemas.ts';
import { formatDate } from '../../../domain/format.ts';
import { deOrElision } from '../../../domain/french.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { centsToEuros, eurosToCents, formatCents } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { donations, donors } from '../../db/schema.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import { postSource } from '../accounting/posting/post-source.ts';
import {
  type Administrator,
  changedFields,
  personLabel,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { getMailSender } from '../settings/service.ts';
import { getDonationSettings, RECEIPTS_DISABLED } from './donation-settings.ts';
import { findAdminDonation } from './donations-list.ts';
import { companyOf, type DonorIdentity, donorFor, hasPostalAddress, registerIdentity } from './donors.ts';
import { type Donation, issueReceipt, type Receipt } from './receipts.ts';
import { checkDonationAmount, recordDonation } from './record-donation.ts';

type Donor = typeof donors.$inferSelect;

const DONATION_NOT_FOUND = 'Don introuvable';
const notFoundDonation = () => notFound(DONATION_NOT_FOUND, 'DONATION_NOT_FOUND');
// A receipt's figures never change: the gift it covers neither, until the receipt is cancelled.
const receipted = () =>
  conflict(
    'Ce don est couvert par un reçu fiscal : annulez le reçu avant de modifier ou supprimer le don',
    'DONATION_RECEIPTED',
  );

const ADDRESS_FIELDS = ['adresse', 'code_postal', 'ville'] as const;

const missingAddress = (donor: Pick<Donor, (typeof ADDRESS_FIELDS)[number]>) =>
  invalidFields(
    ADDRESS_FIELDS.filter((field) => !donor[field]).map((field) => ({
      path: field,
      message: ADDRESS_REQUIRED_FOR_RECEIPT,
    })),
  );

/**
 * Who gives: a member's identity is the register's, where the form left a field empty (the
 * member must exist); anyone else's, a company's included, is the form's.
 */
async function identityOf(tx: Tx, input: ManualDonationInput): Promise<DonorIdentity> {
  const given = {
    prenom: input.prenom,
    nom: input.nom,
    email: input.email,
    adresse: input.adresse,
    code_postal: input.code_postal,
    ville: input.ville,
  };
  if (!input.user_id) return { ...given, user_id: null, company: companyOf(input) };
  const member = await registerIdentity(tx, input.user_id);
  if (!member) throw invalidFields([{ path: 'user_id', message: 'Membre introuvable' }]);
  const identity: DonorIdentity = {
    user_id: input.user_id,
    prenom: given.prenom || member.prenom,
    nom: given.nom || member.nom,
    email: given.email ?? member.email,
    adresse: given.adresse ?? member.adresse,
    code_postal: given.code_postal ?? member.code_postal,
    ville: given.ville ?? member.ville,
  };
  if (input.receipt_wanted && !hasPostalAddress(identity)) throw missingAddress(identity);
  return identity;
}

function giftValues(input: ManualDonationInput) {
  // The database holds a payment mode for money only, a description for a gift in kind only.
  const mode_paiement = input.nature === 'numeraire' ? input.mode_paiement : null;
  return {
    amount_cents: eurosToCents(input.amount),
    donated_on: input.donated_on,
    nature: input.nature,
    mode_paiement,
    ...chequeDetailsFor(mode_paiement, input),
    in_kind_description: input.nature === 'nature' ? input.in_kind_description : null,
    receipt_wanted: input.receipt_wanted,
    note: input.note,
  };
}

/** A gift as the journal shows it, in the words of the form. */
const audited = (gift: Donation, donor: Pick<Donor, 'prenom' | 'nom'>) => ({
  donateur: personLabel(donor),
  montant: centsToEuros(gift.amount_cents),
  date: gift.donated_on,
  nature: DONATION_NATURE_LABELS[gift.nature],
  mode_paiement: gift.mode_paiement,
  ...chequeAudited(gift),
  description: gift.in_kind_description,
  recu_souhaite: gift.receipt_wanted,
  note: gift.note,
});

const donationTarget = (gift: Donation, donor: Pick<Donor, 'prenom' | 'nom'>) => ({
  type: 'donation',
  id: gift.id,
  label: `Don ${deOrElision(personLabel(donor))}, ${formatCents(gift.amount_cents)} le ${formatDate(gift.donated_on)}`,
});

const receiptTarget = (receipt: Receipt) => ({ type: 'receipt', id: receipt.id, label: receipt.number });

async function journalReceipt(tx: Tx, actor: Administrator, receipt: Receipt) {
  await recordAudit(tx, actor, {
    action: 'receipt.issue',
    target: receiptTarget(receipt),
    changes: changedFields({}, { numero: receipt.number, montant: centsToEuros(receipt.amount_cents) }),
  });
}

async function presented(tx: Tx, id: string): Promise<AdminDonation> {
  const row = await findAdminDonation(tx, id);
  if (!row) throw notFoundDonation();
  return row;
}

/** Records a gift by hand; its receipt comes with it when the settings issue one per gift. */
export async function createManualDonation(
  ctx: AppContext,
  input: ManualDonationInput,
  actor: Administrator,
): Promise<RecordedDonation> {
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const settings = await getDonationSettings(tx);
    const { donation, donor, receipt } = await recordDonation(
      tx,
      ctx,
      { donor: await identityOf(tx, input), ...giftValues(input), recorded_by: actor.id },
      { settings, sender },
    );
    await recordAudit(tx, actor, {
      action: 'donation.create',
      target: donationTarget(donation, donor),
      changes: changedFields({}, audited(donation, donor)),
    });
    if (receipt) await journalReceipt(tx, actor, receipt);
    return { donation: await presented(tx, donation.id), receipt_number: receipt?.number ?? null };
  });
}

/** The gift and its donor, locked for a change; refused while a valid receipt covers it. */
async function lockedUnreceipted(tx: Tx, id: string, whenReceipted = receipted) {
  const [row] = await tx
    .select({ gift: donations, donor: donors })
    .from(donations)
    .innerJoin(donors, eq(donors.id, donations.donor_id))
    .where(eq(donations.id, id))
    .for('update', { of: donations });
  if (!row) throw notFoundDonation();
  if (row.gift.receipt_id) throw whenReceipted();
  return row;
}

export async function updateManualDonation(
  ctx: AppContext,
  { id, ...input }: IdParams & ManualDonationInput,
  actor: Administrator,
): Promise<AdminDonation> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedUnreceipted(tx, id);
    checkDonationAmount(eurosToCents(input.amount), await getDonationSettings(tx));
    const donor = await donorFor(tx, await identityOf(tx, input));
    const [gift] = await tx
      .update(donations)
      .set({ ...giftValues(input), donor_id: donor.id, updated_at: new Date() })
      .where(eq(donations.id, id))
      .returning();
    if (!gift) throw notFoundDonation();
    await postSource(tx, { kind: 'don', id });
    await recordChanges(tx, actor, {
      action: 'donation.update',
      target: donationTarget(gift, donor),
      before: audited(before.gift, before.donor),
      after: audited(gift, donor),
    });
    return presented(tx, id);
  });
}

export async function deleteManualDonation(
  ctx: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { gift, donor } = await lockedUnreceipted(tx, id);
    await tx.delete(donations).where(eq(donations.id, id));
    await postSource(tx, { kind: 'don', id });
    await recordAudit(tx, actor, {
      action: 'donation.delete',
      target: donationTarget(gift, donor),
      changes: removedFields(audited(gift, donor)),
    });
  });
}

/**
 * Issues the gift's own receipt now: one not wanted at first, or whose donor's address came
 * later, or whose receipt was cancelled (the new one takes a new number).
 */
export async function issueDonationReceipt(
  ctx: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<AdminDonation> {
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const settings = await getDonationSettings(tx);
    if (!settings.receipts_enabled) {
      throw conflict(RECEIPTS_DISABLED, 'RECEIPTS_DISABLED');
    }
    const { gift, donor } = await lockedUnreceipted(tx, id, () =>
      conflict('Ce don a déjà un reçu fiscal', 'DONATION_RECEIPTED'),
    );
    if (!hasPostalAddress(donor)) throw missingAddress(donor);
    const [wanted] = await tx
      .update(donations)
      .set({ receipt_wanted: true, updated_at: new Date() })
      .where(eq(donations.id, id))
      .returning();
    const receipt = await issueReceipt(tx, {
      kind: 'don',
      donor,
      gifts: [wanted ?? gift],
      settings,
      issuedBy: actor.id,
      mailing: { sender, publicUrl: ctx.config.publicUrl },
    });
    await journalReceipt(tx, actor, receipt);
    return presented(tx, id);
  });
}
