import { desc, eq } from 'drizzle-orm';
import type { Structure, StructureValues } from '../../../domain/structures.ts';
import type { AppContext } from '../../app-context.ts';
import { structures } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type StructureRow = typeof structures.$inferSelect;

const NOT_FOUND = 'Structure introuvable';

const present = (row: StructureRow): Structure => ({
  id: row.id,
  nom: row.nom,
  adresse: row.adresse,
  code_postal: row.code_postal,
  ville: row.ville,
  telephone: row.telephone,
  email: row.email,
  description: row.description,
  categorie: row.categorie,
  statut: row.statut,
  created_at: row.created_at.toISOString(),
});

/** An empty description is stored as none. */
const toColumns = (input: StructureValues) => ({ ...input, description: input.description || null });

/** Newest first (spec section 9); the page filters, searches and sorts this list. */
export async function listStructures({ db }: AppContext): Promise<Structure[]> {
  const rows = await db.select().from(structures).orderBy(desc(structures.created_at), desc(structures.id));
  return rows.map(present);
}

export async function createStructure(
  { db }: AppContext,
  input: StructureValues,
  creatorId: string,
): Promise<Structure> {
  const [row] = await db
    .insert(structures)
    .values({ ...toColumns(input), user_id: creatorId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return present(row);
}

export async function updateStructure(
  { db }: AppContext,
  id: string,
  input: StructureValues,
): Promise<Structure> {
  const [row] = await db.update(structures).set(toColumns(input)).where(eq(structures.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

export async function deleteStructure({ db }: AppContext, id: string): Promise<void> {
  const deleted = await db.delete(structures).where(eq(structures.id, id)).returning({ id: structures.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
