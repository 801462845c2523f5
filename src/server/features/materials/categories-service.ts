import { asc, count, eq } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import type { CategoryValues, MaterialCategory } from '../../../domain/materials.ts';
import { CATEGORY_IN_USE, CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND } from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { materialCategories, materials } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';

type CategoryRow = typeof materialCategories.$inferSelect;

const present = (row: CategoryRow): MaterialCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
});

/** Spec: categories ordered by name. */
export async function listCategories({ db }: AppContext): Promise<MaterialCategory[]> {
  const rows = await db.select().from(materialCategories).orderBy(asc(materialCategories.name));
  return rows.map(present);
}

async function rejectTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(CATEGORY_NAME_TAKEN, 'CONFLICT', [{ path: 'name', message: CATEGORY_NAME_TAKEN }]);
    throw error;
  }
}

/** A category as the journal shows it. */
const audited = ({ name, description, icon }: CategoryRow) => ({ name, description, icon });
const categoryTarget = (row: CategoryRow) => ({ type: 'category', id: row.id, label: row.name });

export async function createCategory(
  { db }: AppContext,
  values: CategoryValues,
  actor: Administrator,
): Promise<MaterialCategory> {
  return db.transaction(async (tx) => {
    const [row] = await rejectTakenName(() => tx.insert(materialCategories).values(values).returning());
    if (!row) throw new Error('category not created');
    await recordAudit(tx, actor, {
      action: 'category.create',
      target: categoryTarget(row),
      changes: changedFields({}, audited(row)),
    });
    return present(row);
  });
}

export async function updateCategory(
  { db }: AppContext,
  { id, ...values }: IdParams & CategoryValues,
  actor: Administrator,
): Promise<MaterialCategory> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(materialCategories)
      .where(eq(materialCategories.id, id))
      .for('update');
    if (!before) throw notFound(CATEGORY_NOT_FOUND);
    const [row] = await rejectTakenName(() =>
      tx.update(materialCategories).set(values).where(eq(materialCategories.id, id)).returning(),
    );
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'category.update',
      target: categoryTarget(row),
      before: audited(before),
      after: audited(row),
    });
    return present(row);
  });
}

export async function deleteCategory(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  const [usage] = await db.select({ total: count() }).from(materials).where(eq(materials.category_id, id));
  if (usage && usage.total > 0) throw conflict(CATEGORY_IN_USE);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(materialCategories).where(eq(materialCategories.id, id)).returning();
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      await recordAudit(tx, actor, {
        action: 'category.delete',
        target: categoryTarget(row),
        changes: removedFields(audited(row)),
      });
    });
  } catch (error) {
    // Equipment added to it between the check and the delete.
    if (isForeignKeyViolation(error)) throw conflict(CATEGORY_IN_USE);
    throw error;
  }
}
