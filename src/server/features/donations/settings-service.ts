import { eq } from 'drizzle-orm';
import {
  type DonationSettings,
  RECEIPT_ASSOCIATION_ADDRESS_REQUIRED,
} from '../../../domain/donations-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donationSettings } from '../../db/schema.ts';
import { invalidFields } from '../../http/errors.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import {
  donationSettingsColumns,
  getDonationSettings,
  type StoredDonationSettings,
} from './donation-settings.ts';

/** The journal's element for the donation settings: there is only one. */
export const DONATION_SETTINGS_TARGET = {
  type: 'donation_settings',
  id: null,
  label: 'Paramètres des dons et reçus fiscaux',
};

/**
 * What the administrator reads: the settings, whether a signature is printed (never its key), and
 * the association's address the receipts print, shown here and changed in the association's settings.
 */
export type DonationSettingsView = DonationSettings & { has_signature: boolean; association_address: string };

function settingsView({ signature_key, address, ...settings }: StoredDonationSettings): DonationSettingsView {
  return { ...settings, has_signature: signature_key !== null, association_address: address };
}

export async function readDonationSettings({ db }: Pick<AppContext, 'db'>): Promise<DonationSettingsView> {
  return settingsView(await getDonationSettings(db));
}

/** The row locked until the transaction ends, so that two saves journal what each one changed. */
export async function lockDonationSettings(db: DbOrTx): Promise<StoredDonationSettings> {
  await db.select({ id: donationSettings.id }).from(donationSettings).for('update');
  return getDonationSettings(db);
}

export async function updateDonationSettings(
  ctx: Pick<AppContext, 'db'>,
  input: DonationSettings,
  actor: Administrator,
): Promise<DonationSettingsView> {
  return ctx.db.transaction(async (tx) => {
    const { signature_key: _key, address, ...before } = await lockDonationSettings(tx);
    if (input.receipts_enabled && !address) {
      throw invalidFields([{ path: 'receipts_enabled', message: RECEIPT_ASSOCIATION_ADDRESS_REQUIRED }]);
    }
    await tx
      .update(donationSettings)
      .set(donationSettingsColumns(input))
      .where(eq(donationSettings.id, true));
    await recordChanges(tx, actor, {
      action: 'donation.settings',
      target: DONATION_SETTINGS_TARGET,
      before,
      after: input,
    });
    return settingsView(await getDonationSettings(tx));
  });
}
