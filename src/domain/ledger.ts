import { chequeOutputFields } from './cheques.ts';
import { calendarDateSchema } from './dates.ts';
import { ADHESION_TYPES, PAYMENT_MODES, REFUND_STATUSES } from './members.ts';
import { pageQuerySchema, pageSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/** What a payment paid: a membership (cotisation) or a gift in money (don). */
export const LEDGER_KINDS = ['cotisation', 'don'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = { cotisation: 'Cotisation', don: 'Don' };
/** The kind filter: one kind, or both (`all`, the same as no filter). */
const LEDGER_KIND_FILTERS = [...LEDGER_KINDS, 'all'] as const;

const PERIOD_OUT_OF_ORDER = 'La fin de la période doit suivre son début';

/** The ledger's filters, the same for a page and for the CSV export. */
const filterFields = {
  from: calendarDateSchema({ label: 'Du', required: 'Veuillez saisir le début de la période' }).optional(),
  to: calendarDateSchema({ label: 'Au', required: 'Veuillez saisir la fin de la période' }).optional(),
  mode: z.enum(PAYMENT_MODES, { error: 'Mode de paiement invalide' }).optional(),
  kind: z.enum(LEDGER_KIND_FILTERS, { error: 'Type de paiement invalide' }).optional(),
};
const isPeriodInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const periodInOrder = { message: PERIOD_OUT_OF_ORDER, path: ['to'] };

export const ledgerFiltersSchema = z.object(filterFields).refine(isPeriodInOrder, periodInOrder);
export type LedgerFilters = z.infer<typeof ledgerFiltersSchema>;

export const ledgerQuerySchema = pageQuerySchema.extend(filterFields).refine(isPeriodInOrder, periodInOrder);

const ledgerPaymentSchema = z.object({
  kind: z.enum(LEDGER_KINDS),
  /** The membership paid for, or the gift. */
  id: z.string(),
  /** The day paid, or the gift's day. */
  date_paiement: z.string(),
  /** The member; null for a gift of a donor who is not one. */
  user_id: z.string().nullable(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  /** A membership's type and offer (its name today); null for a gift. */
  type: z.enum(ADHESION_TYPES).nullable(),
  offer_name: z.string().nullable(),
  /** The people this one payment covers: 1, or a household's payer and its members. */
  people: z.number(),
  montant: z.number(),
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  /** The payment provider's reference of a card payment. */
  reference: z.string().nullable(),
  has_attestation: z.boolean(),
  /** A refused sign-up's payment: refunded through its provider, or for the treasurer to refund. */
  refund: z.enum(REFUND_STATUSES).nullable(),
  /** The number of the valid tax receipt covering a gift. */
  receipt_number: z.string().nullable(),
  /** A cheque's number, bank and drawer, for the deposit slip. */
  ...chequeOutputFields,
});
export type LedgerPayment = z.infer<typeof ledgerPaymentSchema>;

/** One payment mode's share of the filtered payments (null: mode not recorded). */
export const ledgerTotalSchema = z.object({
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  count: z.number(),
  montant: z.number(),
});

/** A page of payments (memberships and gifts in money; gifts in kind are no payment), with the totals of every payment the filters select, not only this page's. */
export const ledgerPageSchema = pageSchema(ledgerPaymentSchema).extend({
  totals: z.array(ledgerTotalSchema),
  total_montant: z.number(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const MODE_NOT_RECORDED = 'Non renseigné';
