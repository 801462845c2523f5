import { calendarDateSchema } from './dates.ts';
import { ADHESION_TYPES, PAYMENT_MODES } from './members.ts';
import { pageQuerySchema, pageSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

const PERIOD_OUT_OF_ORDER = 'La fin de la période doit suivre son début';

/** The ledger's filters, the same for a page and for the CSV export. */
const filterFields = {
  from: calendarDateSchema({ label: 'Du', required: 'Veuillez saisir le début de la période' }).optional(),
  to: calendarDateSchema({ label: 'Au', required: 'Veuillez saisir la fin de la période' }).optional(),
  mode: z.enum(PAYMENT_MODES, { error: 'Mode de paiement invalide' }).optional(),
};
const isPeriodInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const periodInOrder = { message: PERIOD_OUT_OF_ORDER, path: ['to'] };

export const ledgerFiltersSchema = z.object(filterFields).refine(isPeriodInOrder, periodInOrder);
export type LedgerFilters = z.infer<typeof ledgerFiltersSchema>;

export const ledgerQuerySchema = pageQuerySchema.extend(filterFields).refine(isPeriodInOrder, periodInOrder);

const ledgerPaymentSchema = z.object({
  /** The membership paid for. */
  id: z.string(),
  date_paiement: z.string(),
  user_id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  type: z.enum(ADHESION_TYPES),
  /** The offer's name today. */
  offer_name: z.string(),
  /** The people this one payment covers: 1, or a household's payer and its members. */
  people: z.number(),
  montant: z.number(),
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  /** The payment provider's reference of a card payment. */
  reference: z.string().nullable(),
  has_attestation: z.boolean(),
});
export type LedgerPayment = z.infer<typeof ledgerPaymentSchema>;

/** One payment mode's share of the filtered payments (null: mode not recorded). */
export const ledgerTotalSchema = z.object({
  mode_paiement: z.enum(PAYMENT_MODES).nullable(),
  count: z.number(),
  montant: z.number(),
});

/** A page of payments, with the totals of every payment the filters select, not only this page's. */
export const ledgerPageSchema = pageSchema(ledgerPaymentSchema).extend({
  totals: z.array(ledgerTotalSchema),
  total_montant: z.number(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const MODE_NOT_RECORDED = 'Non renseigné';
