import type { Db } from '../db/client.ts';
import { evenements, inscriptionsEvenements } from '../db/schema.ts';

const DAY_MS = 86_400_000;

/** An event in `days` days (negative: finished), without a place limit unless given. */
export async function createEvent(
  db: Db,
  overrides: Partial<typeof evenements.$inferInsert> & { days?: number } = {},
) {
  const { days = 7, ...values } = overrides;
  const [row] = await db
    .insert(evenements)
    .values({
      titre: 'Atelier mémoire',
      description: 'Recueillir les souvenirs de nos aînés',
      date: new Date(Date.now() + days * DAY_MS),
      lieu: 'Salle des fêtes',
      ...values,
    })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

export async function registerMember(db: Db, evenementId: string, userId: string) {
  await db.insert(inscriptionsEvenements).values({ evenement_id: evenementId, user_id: userId });
}
