import {
  CANCEL_REASON_REQUIRED,
  RECEIPT_STATES,
  RECEIPT_YEAR_MAX,
  RECEIPT_YEAR_MIN,
} from './donation-receipts.ts';
import { DONATION_NATURES, RECEIPT_KINDS } from './donations.ts';
import { PAYMENT_MODES } from './members.ts';
import { pageQuerySchema, pageSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

const YEAR_MESSAGE = `Année invalide (entre ${RECEIPT_YEAR_MIN} et ${RECEIPT_YEAR_MAX})`;

/** A calendar year of the query string or of a form. */
const receiptYearSchema = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(RECEIPT_YEAR_MIN, YEAR_MESSAGE)
  .max(RECEIPT_YEAR_MAX, YEAR_MESSAGE);

/** `GET /api/admin/donation-receipts`: by year of issue, state, and the donor's name or number. */
export const receiptListQuerySchema = pageQuerySchema.extend({
  year: receiptYearSchema.optional(),
  state: z.enum(RECEIPT_STATES, { error: 'État invalide' }).optional(),
  search: searchSchema,
});
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

/** A receipt as the lists show it. */
export const receiptSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  donor_name: z.string(),
  amount: z.number(),
  first_day: z.string(),
  last_day: z.string(),
  issued_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
export const receiptPageSchema = pageSchema(receiptSummarySchema);

/** `POST /api/admin/donation-receipts/:id/cancel`: the reason stays on the cancelled receipt. */
export const cancelReceiptSchema = z.object({
  reason: z.string().trim().min(1, CANCEL_REASON_REQUIRED).max(500, '500 caractères au plus'),
});
export type CancelReceiptInput = z.infer<typeof cancelReceiptSchema>;

/** `POST /api/admin/donation-receipts/annual`: a year already over. */
export const annualReceiptsSchema = z.object({ year: receiptYearSchema });
export const annualReceiptsResultSchema = z.object({
  year: z.number(),
  /** Issued by this run; 0 when an earlier run issued them all already. */
  issued: z.number(),
  /** Every valid annual receipt of the year's gifts, issued now or before: their number and total. */
  count: z.number(),
  amount: z.number(),
  /** Donors whose gifts want a receipt but who gave no postal address: none issued for them. */
  without_address: z.number(),
});
export type AnnualReceiptsResult = z.infer<typeof annualReceiptsResultSchema>;

/** `?year=` of the declaration (article 222 bis of the CGI). */
export const declarationQuerySchema = z.object({ year: receiptYearSchema });

const declarationFigures = z.object({ count: z.number(), amount: z.number() });
/**
 * The valid receipts issued in a year: their number and total, split money / in kind, and
 * individuals (CERFA n° 11580) / companies (CERFA n° 16216).
 */
export const declarationSchema = z.object({
  year: z.number(),
  count: z.number(),
  amount: z.number(),
  numeraire: declarationFigures,
  nature: declarationFigures,
  particuliers: declarationFigures,
  entreprises: declarationFigures,
});
export type Declaration = z.infer<typeof declarationSchema>;

/** A member's gift as « Mes dons » lists it, with its receipt when it has a valid one. */
const memberDonationSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  donated_on: z.string(),
  nature: z.enum(DONATION_NATURES),
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  receipt: z.object({ id: z.uuid(), number: z.string() }).nullable(),
});
export const memberDonationsSchema = z.object({
  donations: z.array(memberDonationSchema),
  receipts: z.array(receiptSummarySchema),
});
export type MemberDonations = z.infer<typeof memberDonationsSchema>;
