import { asc, count, eq } from 'drizzle-orm';
import type { CategoryValues, MaterialCategory } from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { materialCategories, materials } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';

type CategoryRow = typeof materialCategories.$inferSelect;

const present = (row: CategoryRow): MaterialCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
});

const NAME_TAKEN = 'Une catégorie porte déjà ce nom';
const CATEGORY_NOT_FOUND = 'Catégorie introuvable';
export const CATEGORY_IN_USE =
  'Cette catégorie est utilisée par du matériel : elle ne peut pas être supprimée';

/** Spec: categories ordered by name. */
export async function listCategories({ db }: AppContext): Promise<MaterialCategory[]> {
  const rows = await db.select().from(materialCategories).orderBy(asc(materialCategories.name));
  return rows.map(present);
}

async function rejectTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

export async function createCategory({ db }: AppContext, values: CategoryValues): Promise<MaterialCategory> {
  const [row] = await rejectTakenName(() => db.insert(materialCategories).values(values).returning());
  if (!row) throw new Error('catégorie non créée');
  return present(row);
}

export async function updateCategory(
  { db }: AppContext,
  id: string,
  values: CategoryValues,
): Promise<MaterialCategory> {
  const [row] = await rejectTakenName(() =>
    db.update(materialCategories).set(values).where(eq(materialCategories.id, id)).returning(),
  );
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return present(row);
}

export async function deleteCategory({ db }: AppContext, id: string): Promise<void> {
  const [usage] = await db.select({ total: count() }).from(materials).where(eq(materials.category_id, id));
  if (usage && usage.total > 0) throw conflict(CATEGORY_IN_USE);
  try {
    const deleted = await db
      .delete(materialCategories)
      .where(eq(materialCategories.id, id))
      .returning({ id: materialCategories.id });
    if (deleted.length === 0) throw notFound(CATEGORY_NOT_FOUND);
  } catch (error) {
    // Equipment added to it between the check and the delete.
    if (isForeignKeyViolation(error)) throw conflict(CATEGORY_IN_USE);
    throw error;
  }
}
