import type { Db } from '../../src/server/db/client.ts';
import type { FileStorage } from '../../src/server/infra/storage/storage.ts';
import { seedAccounting } from './accounting.ts';
import { seedAssemblies } from './assemblies.ts';
import { seedAssociation } from './association.ts';
import { seedAudit } from './audit.ts';
import { seedDocuments } from './documents.ts';
import { seedDonations } from './donations.ts';
import { seedDossiers } from './dossiers.ts';
import { seedEvents } from './events.ts';
import { seedLegal } from './legal.ts';
import { seedMaterials } from './materials.ts';
import { seedMembers } from './members.ts';
import { seedMessages } from './messages.ts';
import { seedOffers } from './offers.ts';
import { seedPayments } from './payments.ts';
import { seedPeople } from './people.ts';
import { seedPrivacy } from './privacy.ts';
import { seedQuestions } from './questions.ts';
import { seedStructures } from './structures.ts';
import { seedValidation } from './validation.ts';

const featureSeeds = [
  seedAssociation,
  seedLegal,
  seedMembers,
  seedPayments,
  seedOffers,
  seedValidation,
  seedDonations,
  seedDocuments,
  seedAccounting,
  seedEvents,
  seedStructures,
  seedDossiers,
  seedQuestions,
  seedAssemblies,
  seedMessages,
  seedMaterials,
  seedPrivacy,
  seedAudit,
];

const DEMO_MAILING = { publicUrl: 'http://localhost:3000', associationName: 'Association de démonstration' };

/**
 * The demo association, in one transaction: every feature's data, each added by its own
 * scripts/demo/<feature>.ts. Also the tests' sample of every kind of row.
 */
export async function seedDemoData(
  db: Db,
  input: {
    storage: FileStorage;
    associationInitials: string;
    passwordHash: string;
    /** The app's address and name, for the mails the demo's receipts were sent with. */
    mailing?: { publicUrl: string; associationName: string };
  },
): Promise<void> {
  const { publicUrl, associationName } = input.mailing ?? DEMO_MAILING;
  await db.transaction(async (tx) => {
    const people = await seedPeople(tx, input.passwordHash);
    const demo = {
      tx,
      storage: input.storage,
      associationInitials: input.associationInitials,
      publicUrl,
      associationName,
      ...people,
    };
    for (const seed of featureSeeds) await seed(demo);
  });
}
