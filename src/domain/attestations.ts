import type { AdhesionStatus } from './members.ts';

export const ATTESTATION_TITLE = "Attestation d'adhésion";
export const ATTESTATION_NO_TAX_VALUE = 'Document sans valeur fiscale';
/** Instead of « sans valeur fiscale » when the association receipts fees as gifts (donation settings). */
export const ATTESTATION_FEES_RECEIPTED =
  'Cette cotisation ouvre droit à un reçu fiscal, délivré avec les reçus annuels des dons';
export const ATTESTATION_UNAVAILABLE =
  "L'attestation est disponible une fois l'adhésion réglée et validée par l'association";

/**
 * A certificate attests a membership the association accepted and was paid for: not one still
 * waiting for an administrator (pending), nor a free one. A household member's membership is
 * paid by its payer's (`household_of`), whose payment it names. `statut` is the stored one: a
 * membership that has ended keeps its certificate.
 */
export function hasAttestation(adhesion: {
  statut: AdhesionStatus;
  montant_cents: number;
  household_of?: string | null;
}): boolean {
  const wasHeld = adhesion.statut === 'active' || adhesion.statut === 'expired';
  return wasHeld && (adhesion.montant_cents > 0 || Boolean(adhesion.household_of));
}

/** The line a household member's certificate adds. */
export const householdPaidBy = (payerName: string) => `Adhésion foyer réglée par ${payerName}`;

/** 2026 and 1 -> 2026-0001. */
export function formatAttestationNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(4, '0')}`;
}
