import { eq } from 'drizzle-orm';
import type { DonationSettings } from '../../../domain/donations-schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donationSettings } from '../../db/schema.ts';

export const RECEIPTS_DISABLED = 'Les reçus fiscaux ne sont pas activés dans les paramètres des dons';

export type StoredDonationSettings = DonationSettings & { signature_key: string | null };

/**
 * The settings' one row (migration 0024 creates it with receipts off). Read afresh by each use:
 * a change made in one process is what every process reads next.
 */
export async function getDonationSettings(db: DbOrTx): Promise<StoredDonationSettings> {
  const [row] = await db.select().from(donationSettings).where(eq(donationSettings.id, true));
  if (!row) throw new Error('paramètres des dons absents : la migration 0024 crée leur ligne');
  const { id: _id, updated_at: _updated, ...settings } = row;
  return settings;
}
