import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_DAYS } from '../../domain/settings.ts';
import type { AppContext } from '../app-context.ts';
import { associationSettings, donationSettings } from '../db/schema.ts';
import { getDonationSettings } from '../features/donations/donation-settings.ts';
import { type NewDonation, recordDonation } from '../features/donations/record-donation.ts';
import { getMailSender } from '../features/settings/service.ts';
import { announceSettingsChange } from '../features/settings/settings-cache.ts';

/** `address`: the association's, which the receipts print. */
type SettingsValues = Partial<typeof donationSettings.$inferInsert> & { address?: string };

/** The association's address, as its settings page saves it. */
export async function setAssociationAddress(ctx: Pick<AppContext, 'db'>, address: string) {
  await ctx.db
    .insert(associationSettings)
    .values({ id: 1, reminder_days_after: DEFAULT_REMINDER_DAYS.after, address })
    .onConflictDoUpdate({ target: associationSettings.id, set: { address } });
  await announceSettingsChange(ctx.db);
}

/** Receipts on, one per gift, with every mention the CERFA asks for, unless `values` say otherwise. */
export async function enableReceipts(
  ctx: Pick<AppContext, 'db'>,
  { address = '12 rue des Lilas\n75011 Paris', ...values }: SettingsValues = {},
) {
  await setAssociationAddress(ctx, address);
  await ctx.db
    .update(donationSettings)
    .set({
      receipts_enabled: true,
      legal_status: 'interet_general',
      object: 'Accompagner les familles et garder la mémoire de leurs proches',
      identifier: 'W751234567',
      signatory_name: 'Claire Martin',
      signatory_function: 'Trésorière',
      receipt_mode: 'par_don',
      articles: ['200', '238 bis'],
      ...values,
    })
    .where(eq(donationSettings.id, true));
}

/** Jeanne Donatrice's 80 € cheque of 2027-01-15, wanting a receipt, unless `gift` says otherwise. */
export async function createDonation(
  ctx: Pick<AppContext, 'db' | 'config'>,
  gift: Partial<NewDonation> = {},
) {
  const settings = await getDonationSettings(ctx.db);
  const sender = await getMailSender(ctx);
  return ctx.db.transaction((tx) =>
    recordDonation(
      tx,
      ctx,
      {
        donor: {
          user_id: null,
          prenom: 'Jeanne',
          nom: 'Donatrice',
          email: 'jeanne.donatrice@example.org',
          adresse: '3 place du Marché',
          code_postal: '69001',
          ville: 'Lyon',
        },
        amount_cents: 8000,
        donated_on: '2027-01-15',
        nature: 'numeraire',
        mode_paiement: 'Chèque',
        in_kind_description: null,
        receipt_wanted: true,
        recorded_by: null,
        ...gift,
      },
      { settings, sender },
    ),
  );
}
