import { eq, sql } from 'drizzle-orm';
import type { DonationSettings } from '../../../domain/donations-schemas.ts';
import { centsToEuros, eurosToCents } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { associationSettings, donationSettings } from '../../db/schema.ts';

export const RECEIPTS_DISABLED = 'Les reçus fiscaux ne sont pas activés dans les paramètres des dons';

/** `address`: the association's, from its settings (typed once there), which the receipts print. */
export type StoredDonationSettings = DonationSettings & { signature_key: string | null; address: string };

/**
 * The settings' one row (migration 0024 creates it with receipts off). Read afresh by each use:
 * a change made in one process is what every process reads next.
 */
export async function getDonationSettings(db: DbOrTx): Promise<StoredDonationSettings> {
  const [row] = await db
    .select({ settings: donationSettings, address: associationSettings.address })
    .from(donationSettings)
    .leftJoin(associationSettings, sql`true`)
    .where(eq(donationSettings.id, true));
  if (!row) throw new Error('paramètres des dons absents : la migration 0024 crée leur ligne');
  const {
    id: _id,
    updated_at: _updated,
    max_amount_cents: maxAmount,
    suggested_amounts_cents: suggestedAmounts,
    ...settings
  } = row.settings;
  return {
    ...settings,
    max_amount: centsToEuros(maxAmount),
    suggested_amounts: suggestedAmounts.map(centsToEuros),
    address: row.address ?? '',
  };
}

/** The settings as their row keeps them: amounts in cents. */
export const donationSettingsColumns = ({
  max_amount,
  suggested_amounts,
  ...settings
}: DonationSettings) => ({
  ...settings,
  max_amount_cents: eurosToCents(max_amount),
  suggested_amounts_cents: suggested_amounts.map(eurosToCents),
});
