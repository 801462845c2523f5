/*
 * The tax receipts' list and forms, zod-free: the pages read these without loading the schemas
 * (donation-receipts-schemas.ts).
 */

/** The first and last years a receipt's form or filter accepts. */
export const RECEIPT_YEAR_MIN = 2000;
export const RECEIPT_YEAR_MAX = 2100;

/** A receipt is valid, or cancelled (it stays, with its number and reason). */
export const RECEIPT_STATES = ['valide', 'annule'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
export const RECEIPT_STATE_LABELS: Record<ReceiptState, string> = { valide: 'Valide', annule: 'Annulé' };

export const CANCEL_REASON_REQUIRED = 'Indiquez le motif de l’annulation';
