import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../src/server/config.ts';
import { donationSettings, users } from '../../../src/server/db/schema.ts';
import type { NewDonation } from '../../../src/server/features/donations/record-donation.ts';
import {
  createDonation,
  enableReceipts,
  setAssociationAddress,
} from '../../../src/server/testing/donations-factories.ts';
import { type AppDb, withAppDatabase } from './app-database.ts';
import type { Person } from './people.ts';

/** The configuration the app under test runs with: its defaults, at the address the specs open. */
const appContext = (db: AppDb) => ({
  db,
  config: { ...loadConfig({}, false), publicUrl: process.env.E2E_BASE_URL ?? '' },
});

/** Receipts on, as the settings page would turn them on, one receipt per donor and year. */
export const turnReceiptsOn = () =>
  withAppDatabase((db) => enableReceipts({ db }, { receipt_mode: 'annuel' }));

/** The association's address, typed in its settings, which the receipts print: needed to turn them on. */
export const giveAssociationAddress = (address = '12 rue des Lilas\n75011 Paris') =>
  withAppDatabase((db) => setAssociationAddress({ db }, address));

/** Back to the default: other specs find receipts off. */
export const turnReceiptsOff = () =>
  withAppDatabase((db) => db.update(donationSettings).set({ receipts_enabled: false }));

/** A gift from `person` (a member when `member` is true), recorded as the administrator's form does. */
export function recordGift(
  person: Person,
  gift: Pick<NewDonation, 'amount_cents' | 'donated_on'> & { member?: boolean },
) {
  return withAppDatabase(async (db) => {
    const [user] = gift.member ? await db.select().from(users).where(eq(users.email, person.email)) : [];
    return createDonation(appContext(db), {
      donor: {
        user_id: user?.id ?? null,
        prenom: person.prenom,
        nom: person.nom,
        email: person.email,
        adresse: person.adresse,
        code_postal: person.code_postal,
        ville: person.ville,
      },
      amount_cents: gift.amount_cents,
      donated_on: gift.donated_on,
    });
  });
}
