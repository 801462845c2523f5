import path from 'node:path';
import { openDatabase } from '../../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded-postgres.ts';
import { donations, donors } from '../../../src/server/db/schema.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: console.error };

type Gift = { prenom: string; nom: string; email: string; amount: number; donated_on: string };

/**
 * A cheque from a donor who is not a member, written in the run's database as the gift forms
 * would record it, without a receipt: the run's app has receipts off.
 */
export async function recordGiftInDatabase(gift: Gift): Promise<void> {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set: run the tests through the Playwright config');
  // The run's app keeps its data beside the mails (global-setup.ts); its server is already up.
  const embedded = await startEmbeddedPostgres(path.join(path.dirname(mailDir), 'data'), quiet);
  const database = await openDatabase({ url: embedded.connectionString });
  try {
    const [donor] = await database.db
      .insert(donors)
      .values({
        prenom: gift.prenom,
        nom: gift.nom,
        email: gift.email,
        adresse: '5 rue du Don',
        code_postal: '31000',
        ville: 'Toulouse',
      })
      .returning();
    if (!donor) throw new Error('donateur non créé');
    await database.db.insert(donations).values({
      donor_id: donor.id,
      amount: gift.amount,
      donated_on: gift.donated_on,
      nature: 'numeraire',
      mode_paiement: 'Chèque',
      receipt_wanted: false,
    });
  } finally {
    await database.close();
    await embedded.stop();
  }
}
