import type { AssociationSettings } from '../../../domain/settings.ts';

/** The journal's element for the association's settings: there is only one. */
export const SETTINGS_TARGET = { type: 'settings', id: null, label: 'Paramètres de l’association' };

/**
 * The settings as they are stored, and as the journal compares them: one field per value, the fees apart, so that a fee
 * set to 0 reads "Cotisation standard : 7,50 € → 0,00 €". Settings hold no secret.
 */
export function settingsColumns({ fees, ...rest }: AssociationSettings) {
  return {
    ...rest,
    fee_standard: fees.standard,
    fee_premium: fees.premium,
    fee_bienfaiteur: fees.bienfaiteur,
  };
}
