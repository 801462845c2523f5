import type { PaymentMode } from './members.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/**
 * A payment by cheque as the treasurer copies it onto the deposit slip: number, bank and drawer.
 * Shared by the memberships and the gifts recorded by hand, and by the payments ledger.
 */
export const CHEQUE_FIELDS = ['cheque_number', 'cheque_bank', 'cheque_drawer'] as const;
export type ChequeField = (typeof CHEQUE_FIELDS)[number];
export type ChequeDetails = Record<ChequeField, string | null>;

export const CHEQUE_LABELS: Record<ChequeField, string> = {
  cheque_number: 'N° du chèque',
  cheque_bank: 'Banque',
  cheque_drawer: 'Tireur',
};

export const CHEQUE_ONLY = 'Réservé à un paiement par chèque';

/** Optional: empty is none; left out, a correction keeps what was recorded. */
const chequeLine = (max: number) =>
  singleLine(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The input fields of a form that records a payment. */
export const chequeInputFields = {
  cheque_number: chequeLine(30),
  cheque_bank: chequeLine(100),
  cheque_drawer: chequeLine(100),
};

/** The same fields in a response. */
export const chequeOutputFields = {
  cheque_number: z.string().nullable(),
  cheque_bank: z.string().nullable(),
  cheque_drawer: z.string().nullable(),
};

// A form's mode may still be empty ('').
type ChequeInput = { mode_paiement?: string | null } & Partial<Record<ChequeField, string | null>>;

/** Refuses, beside each field, a cheque's detail given with another payment mode (or none). */
export function refuseChequeDetailsElsewhere(value: ChequeInput, context: z.RefinementCtx) {
  if (value.mode_paiement === 'Chèque') return;
  for (const field of CHEQUE_FIELDS) {
    if (value[field]) context.addIssue({ code: 'custom', message: CHEQUE_ONLY, path: [field] });
  }
}

/**
 * The details to store with a payment's mode: those given for a cheque (one left out stays as
 * recorded), none once the mode is another, nothing changed when the mode is left out.
 */
export function chequeDetailsFor(
  mode: PaymentMode | null | undefined,
  input: Partial<Record<ChequeField, string | null>>,
): Partial<ChequeDetails> {
  if (mode === undefined) return {};
  if (mode !== 'Chèque') return { cheque_number: null, cheque_bank: null, cheque_drawer: null };
  return {
    cheque_number: input.cheque_number,
    cheque_bank: input.cheque_bank,
    cheque_drawer: input.cheque_drawer,
  };
}

/** A cheque's details as the journal shows them, in the words of the forms. */
export const chequeAudited = (row: ChequeDetails) => ({
  cheque_numero: row.cheque_number,
  cheque_banque: row.cheque_bank,
  cheque_tireur: row.cheque_drawer,
});

/** A form's values as sent: details typed for a cheque, then another mode chosen, are none. */
export const keepChequeDetailsOfCheques = <T extends ChequeInput>(values: T): T =>
  values.mode_paiement === 'Chèque'
    ? values
    : { ...values, cheque_number: null, cheque_bank: null, cheque_drawer: null };

/** « n° 0004512 · Crédit Mutuel · Jeanne Martin »: the details recorded, for a line of the ledger. */
export const chequeSummary = (details: ChequeDetails) =>
  [details.cheque_number && `n° ${details.cheque_number}`, details.cheque_bank, details.cheque_drawer]
    .filter(Boolean)
    .join(' · ');
