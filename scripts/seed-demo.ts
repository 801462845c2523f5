import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/auth/accounts.ts';
import { getAssociationSettings } from '../src/server/features/settings/service.ts';
import { createStorage } from '../src/server/infra/storage/create-storage.ts';
import { openConfiguredDatabase } from './cli-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo/people.ts';
import { seedDemoData } from './demo/seed-demo-data.ts';

/**
 * A small living association for a first look: `npm run seed:demo`, then `npm start`.
 * Each feature adds its own data in scripts/demo/<feature>.ts.
 */
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
    const { initials, name } = await getAssociationSettings({ db: database.db, config });
    await seedDemoData(database.db, {
      storage: await createStorage(config),
      associationInitials: initials,
      passwordHash,
      mailing: { publicUrl: config.publicUrl, associationName: name },
    });
    console.log(
      `Démo installée. Administrateur : ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD} (les membres ont le même mot de passe).`,
    );
    console.log('Sans SMTP_URL, le code de connexion s’affiche dans le journal du serveur.');
  }
} finally {
  await database.close();
}
