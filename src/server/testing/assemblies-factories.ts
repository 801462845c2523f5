import type { Db } from '../db/client.ts';
import { assembleesGenerales } from '../db/schema.ts';

type NewAssembly = typeof assembleesGenerales.$inferInsert;

/** An AG to come in a month, in Lyon, unless said otherwise. */
export async function createAssembly(db: Db, overrides: Partial<NewAssembly> = {}) {
  const [row] = await db
    .insert(assembleesGenerales)
    .values({
      date: new Date(Date.now() + 30 * 86_400_000),
      lieu: 'Salle des fêtes, Lyon',
      ordre_du_jour: ['Rapport moral', 'Rapport financier'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('assembly not created');
  return row;
}
