import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import type { ReceiptSummary } from '../../../domain/donation-receipts-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import { donationReceipts, donors } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { PdfFile } from '../../http/pdf.ts';
import { readLogoForPdf } from '../association/logo.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { Receipt } from './receipts.ts';
import { readSignatureImage } from './signature.ts';

export const RECEIPT_NOT_FOUND = 'Reçu introuvable';

/** A receipt as the lists show it: the donor as the receipt copied them. */
export const receiptSummary = (receipt: Receipt): ReceiptSummary => ({
  id: receipt.id,
  number: receipt.number,
  kind: receipt.kind,
  donor_name: receipt.donor.entreprise?.raison_sociale ?? `${receipt.donor.prenom} ${receipt.donor.nom}`,
  amount: centsToEuros(receipt.amount_cents),
  first_day: receipt.first_day,
  last_day: receipt.last_day,
  issued_at: receipt.issued_at.toISOString(),
  cancelled_at: receipt.cancelled_at?.toISOString() ?? null,
  cancel_reason: receipt.cancel_reason,
});

/**
 * The receipt's PDF, drawn at each download from what it copied when issued: the donor, the
 * amount, the beneficiary's mentions, the signatory and their signature image.
 */
async function drawReceipt(ctx: AppContext, receipt: Receipt): Promise<PdfFile> {
  const { beneficiary } = receipt;
  const [association, signature, logo] = await Promise.all([
    getAssociationSettings(ctx),
    readSignatureImage(ctx, beneficiary.signature_key),
    readLogoForPdf(ctx),
  ]);
  const content = await renderReceiptPdf({
    number: receipt.number,
    kind: receipt.kind,
    beneficiary: {
      // Receipts issued before the copy (migration 0025) have no name when the association's
      // lived only in the configuration, which still gives it.
      name: beneficiary.name || association.name,
      address: beneficiary.address,
      identifier: beneficiary.identifier,
      object: beneficiary.object,
      legalStatus: beneficiary.legal_status,
    },
    donor: receipt.donor,
    amountCents: receipt.amount_cents,
    feesAmountCents: receipt.fees_amount_cents,
    firstDay: receipt.first_day,
    lastDay: receipt.last_day,
    natures: receipt.natures,
    modes: receipt.modes,
    articles: receipt.articles,
    issuedAt: receipt.issued_at,
    signatory: { name: beneficiary.signatory_name, function: beneficiary.signatory_function },
    signature,
    logo,
    cancelled:
      receipt.cancelled_at && receipt.cancel_reason
        ? { at: receipt.cancelled_at, reason: receipt.cancel_reason }
        : null,
  });
  return { fileName: `recu-fiscal-${receipt.number}.pdf`, content };
}

/** A receipt's PDF for the treasurer, by its id, or 404. */
export async function getReceiptPdf(ctx: AppContext, { id }: IdParams): Promise<PdfFile> {
  const [receipt] = await ctx.db.select().from(donationReceipts).where(eq(donationReceipts.id, id));
  if (!receipt) throw notFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
  return drawReceipt(ctx, receipt);
}

/** A receipt's PDF of the signed-in member's donor row; another's is as unknown as a missing one. */
export async function getMyReceiptPdf(
  ctx: AppContext,
  { id }: IdParams,
  member: SessionUser,
): Promise<PdfFile> {
  const [row] = await ctx.db
    .select({ receipt: donationReceipts })
    .from(donationReceipts)
    .innerJoin(donors, eq(donors.id, donationReceipts.donor_id))
    .where(and(eq(donationReceipts.id, id), eq(donors.user_id, member.id)));
  if (!row) throw notFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
  return drawReceipt(ctx, row.receipt);
}

/** The receipt's PDF a mailed link names by its secret. */
export async function getReceiptPdfByLink(ctx: AppContext, { token }: { token: string }): Promise<PdfFile> {
  const [receipt] = await ctx.db
    .select()
    .from(donationReceipts)
    .where(eq(donationReceipts.access_token, token));
  if (!receipt) throw notFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
  return drawReceipt(ctx, receipt);
}
