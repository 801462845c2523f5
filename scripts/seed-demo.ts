import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/auth/accounts.ts';
import { getAssociationSettings } from '../src/server/features/settings/service.ts';
import { createStorage } from '../src/server/infra/storage/create-storage.ts';
import { openConfiguredDatabase } from './cli-database.ts';
import { seedAssemblies } from './demo/assemblies.ts';
import { seedAudit } from './demo/audit.ts';
import { seedDocuments } from './demo/documents.ts';
import { seedDossiers } from './demo/dossiers.ts';
import { seedEvents } from './demo/events.ts';
import { seedLegal } from './demo/legal.ts';
import { seedMaterials } from './demo/materials.ts';
import { seedMembers } from './demo/members.ts';
import { seedPayments } from './demo/payments.ts';
import { DEMO_ADMIN_EMAIL, seedPeople } from './demo/people.ts';
import { seedPrivacy } from './demo/privacy.ts';
import { seedQuestions } from './demo/questions.ts';
import { seedStructures } from './demo/structures.ts';

/**
 * A small living association for a first look: `npm run seed:demo`, then `npm start`.
 * Each feature adds its own data in scripts/demo/<feature>.ts.
 */
const DEMO_PASSWORD = 'demo1234';
const featureSeeds = [
  seedLegal,
  seedMembers,
  seedPayments,
  seedDocuments,
  seedEvents,
  seedStructures,
  seedDossiers,
  seedQuestions,
  seedAssemblies,
  seedMaterials,
  seedPrivacy,
  seedAudit,
];

const { config, database } = await openConfiguredDatabase();
try {
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (existing) {
    console.log('La démo est déjà installée.');
  } else {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // The initials the administrator chose, as the app's own dossier references use them.
    const { initials } = await getAssociationSettings(database.db, config);
    await database.db.transaction(async (tx) => {
      const people = await seedPeople(tx, passwordHash);
      const demo = {
        tx,
        storage: await createStorage(config),
        associationInitials: initials,
        ...people,
      };
      for (const seed of featureSeeds) await seed(demo);
    });
    console.log(
      `Démo installée. Administrateur : ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD} (les membres ont le même mot de passe).`,
    );
    console.log('Sans SMTP_URL, le code de connexion s’affiche dans le journal du serveur.');
  }
} finally {
  await database.close();
}
