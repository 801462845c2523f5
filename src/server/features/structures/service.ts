import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import type { StructureSort } from '../../../domain/structures.ts';
import { STRUCTURE_NOT_FOUND } from '../../../domain/structures.ts';
import type {
  ListStructuresQuery,
  Structure,
  StructurePage,
  StructureValues,
} from '../../../domain/structures-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { structures, structureText } from '../../db/schema.ts';
import { matchesEveryWord } from '../../db/text-search.ts';
import { notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';

type StructureRow = typeof structures.$inferSelect;

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

/** The other sorts break ties by name, then by id, so that no structure shows on two pages. */
const ORDERS: Record<StructureSort, SQL[]> = {
  recent: [desc(structures.created_at), desc(structures.id)],
  nom: [asc(structureText.nom), asc(structures.id)],
  ville: [asc(structureText.ville), asc(structureText.nom), asc(structures.id)],
  // The categories in the spec's order, 'Autres' last.
  categorie: [asc(structures.categorie), asc(structureText.nom), asc(structures.id)],
};

const structuresPage = (sort: StructureSort) =>
  defineList({
    name: `structures_${sort}`,
    rows: (db, filter, window) =>
      db
        .select()
        .from(structures)
        .where(filter)
        .orderBy(...ORDERS[sort])
        .limit(window.limit)
        .offset(window.offset),
    count: (db, filter) => db.select({ total: count() }).from(structures).where(filter),
  });
export const structuresLists = {
  recent: structuresPage('recent'),
  nom: structuresPage('nom'),
  ville: structuresPage('ville'),
  categorie: structuresPage('categorie'),
};

/**
 * One page of the structures (spec section 5): in a category, holding every word typed in their
 * name, city or postcode, in the chosen order, newest first by default (spec section 9).
 */
export async function listStructures(
  { db }: AppContext,
  { search, categorie, sort, page, pageSize }: ListStructuresQuery,
): Promise<StructurePage> {
  const filter = and(
    categorie ? eq(structures.categorie, categorie) : undefined,
    matchesEveryWord(structureText.search, search),
  );
  const { rows, total } = await structuresLists[sort].page(db, { filter, page: { page, pageSize } });
  return { items: rows.map(present), total, page, pageSize };
}

/** A structure's fields as the journal shows them. */
const audited = (row: StructureRow) => ({
  nom: row.nom,
  adresse: row.adresse,
  code_postal: row.code_postal,
  ville: row.ville,
  telephone: row.telephone,
  email: row.email,
  description: row.description,
  categorie: row.categorie,
  statut: row.statut,
});
const structureTarget = (row: StructureRow) => ({ type: 'structure', id: row.id, label: row.nom });

export async function createStructure(
  { db }: AppContext,
  input: StructureValues,
  actor: Administrator,
): Promise<Structure> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(structures)
      .values({ ...toColumns(input), user_id: actor.id })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'structure.create',
      target: structureTarget(row),
      changes: changedFields({}, audited(row)),
    });
    return present(row);
  });
}

export async function updateStructure(
  { db }: AppContext,
  { id, ...input }: IdParams & StructureValues,
  actor: Administrator,
): Promise<Structure> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(structures).where(eq(structures.id, id)).for('update');
    if (!before) throw notFound(STRUCTURE_NOT_FOUND);
    const [row] = await tx.update(structures).set(toColumns(input)).where(eq(structures.id, id)).returning();
    if (!row) throw notFound(STRUCTURE_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'structure.update',
      target: structureTarget(row),
      before: audited(before),
      after: audited(row),
    });
    return present(row);
  });
}

export async function deleteStructure(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(structures).where(eq(structures.id, id)).returning();
    if (!row) throw notFound(STRUCTURE_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'structure.delete',
      target: structureTarget(row),
      changes: removedFields(audited(row)),
    });
  });
}
