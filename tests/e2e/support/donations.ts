import { eq } from 'drizzle-orm';
import { openAppDatabase } from '../../../src/server/db/open-app-database.ts';
import { donationSettings, users } from '../../../src/server/db/schema.ts';
import type { NewDonation } from '../../../src/server/features/donations/record-donation.ts';
import { createDonation, enableReceipts } from '../../../src/server/testing/donations-factories.ts';
import type { Person } from './people.ts';

type AppDb = Awaited<ReturnType<typeof openAppDatabase>>;

/**
 * Runs `work` on the run's app database, beside the app (the embedded server stays up for it):
 * for rows no page makes, such as gifts of a year already over.
 */
async function withAppDatabase<T>(work: (db: AppDb['db']) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the global setup');
  const database = await openAppDatabase({ databaseUrl: undefined, dataDir }, { watch: false });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const appContext = (db: AppDb['db']) => ({
  db,
  config: { publicUrl: process.env.E2E_BASE_URL ?? '' } as Parameters<typeof createDonation>[0]['config'],
});

/** Receipts on, as the settings page would turn them on, one receipt per donor and year. */
export const turnReceiptsOn = () =>
  withAppDatabase((db) => enableReceipts({ db }, { receipt_mode: 'annuel' }));

/** Back to the default: other specs find receipts off. */
export const turnReceiptsOff = () =>
  withAppDatabase((db) => db.update(donationSettings).set({ receipts_enabled: false }));

/** A gift from `person` (a member when `member` is true), recorded as the administrator's form does. */
export function recordGift(
  person: Person,
  gift: Pick<NewDonation, 'amount' | 'donated_on'> & { member?: boolean },
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
      amount: gift.amount,
      donated_on: gift.donated_on,
    });
  });
}
