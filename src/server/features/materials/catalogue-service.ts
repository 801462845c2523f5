import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import type {
  ListMaterialsQuery,
  LoanStatus,
  Material,
  MaterialPage,
  MaterialValues,
} from '../../../domain/materials.ts';
import { CATEGORY_REQUIRED, MATERIAL_HAS_OPEN_LOANS, MATERIAL_NOT_FOUND } from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { containing } from '../../db/like-pattern.ts';
import { defineList } from '../../db/list.ts';
import { materialCategories, materialLoans, materials } from '../../db/schema.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import { putUpload, type Upload } from '../../http/uploads.ts';
import { publicFileUrl } from '../../infra/storage/signed-links.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';

/** Loans whose equipment is asked for, promised or out of the cupboard. */
const OPEN_LOAN_STATUSES: LoanStatus[] = ['En attente', 'Confirmé', 'Retiré', 'Non retourné'];

const materialColumns = {
  id: materials.id,
  name: materials.name,
  description: materials.description,
  image_url: materials.image_url,
  category_id: materials.category_id,
  total_quantity: materials.total_quantity,
  available_quantity: materials.available_quantity,
  default_state: materials.default_state,
  category: { id: materialCategories.id, name: materialCategories.name, icon: materialCategories.icon },
};

function selectMaterials(db: DbOrTx) {
  return db
    .select(materialColumns)
    .from(materials)
    .innerJoin(materialCategories, eq(materials.category_id, materialCategories.id));
}

export const catalogueList = defineList({
  name: 'materials_catalogue',
  rows: (db, filter, window) =>
    selectMaterials(db)
      .where(filter)
      .orderBy(asc(materials.name), asc(materials.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(materials).where(filter),
});

/**
 * Spec: equipment with its category, ordered by name, searched on its name or description
 * (case-insensitive) and filtered by category; one page of it.
 */
export async function listMaterials({ db }: AppContext, query: ListMaterialsQuery): Promise<MaterialPage> {
  const { search, category_id, page, pageSize } = query;
  const pattern = containing(search);
  const filter = and(
    category_id ? eq(materials.category_id, category_id) : undefined,
    search ? or(ilike(materials.name, pattern), ilike(materials.description, pattern)) : undefined,
  );
  const { rows, total } = await catalogueList.page(db, { filter, page: { page, pageSize } });
  return { items: rows, total, page, pageSize };
}

async function getMaterial(db: DbOrTx, id: string): Promise<Material> {
  const [material] = await selectMaterials(db).where(eq(materials.id, id));
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  return material;
}

async function writeMaterial<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw invalidFields([{ path: 'category_id', message: CATEGORY_REQUIRED }]);
    throw error;
  }
}

/** Equipment as the journal shows it: its category by name. */
const audited = (material: Material) => ({
  name: material.name,
  description: material.description,
  category: material.category.name,
  total_quantity: material.total_quantity,
  available_quantity: material.available_quantity,
  default_state: material.default_state,
  image_url: material.image_url,
});
const materialTarget = (material: Material) => ({ type: 'material', id: material.id, label: material.name });

export async function createMaterial(
  { db }: AppContext,
  values: MaterialValues,
  actor: Administrator,
): Promise<Material> {
  return db.transaction(async (tx) => {
    const [row] = await writeMaterial(() =>
      tx.insert(materials).values(values).returning({ id: materials.id }),
    );
    if (!row) throw new Error('material not created');
    const created = await getMaterial(tx, row.id);
    await recordAudit(tx, actor, {
      action: 'material.create',
      target: materialTarget(created),
      changes: changedFields({}, audited(created)),
    });
    return created;
  });
}

/**
 * The administrator sets both quantities (spec); the CHECK constraints keep them within bounds
 * even against a retire or return running at the same moment.
 */
export async function updateMaterial(
  { db }: AppContext,
  { id, ...values }: IdParams & MaterialValues,
  actor: Administrator,
): Promise<Material> {
  return db.transaction(async (tx) => {
    const before = await getMaterial(tx, id);
    await writeMaterial(() => tx.update(materials).set(values).where(eq(materials.id, id)));
    const updated = await getMaterial(tx, id);
    await recordChanges(tx, actor, {
      action: 'material.update',
      target: materialTarget(updated),
      before: audited(before),
      after: audited(updated),
    });
    return updated;
  });
}

/** Closed loans go with the equipment; open ones keep it (see docs/regles/pret-de-materiel.md). */
export async function deleteMaterial(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<void> {
  const imageUrl = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.id, id))
      .for('update');
    if (!locked) throw notFound(MATERIAL_NOT_FOUND);
    const material = await getMaterial(tx, id);
    const open = await tx
      .select({ id: materialLoans.id })
      .from(materialLoans)
      .where(and(eq(materialLoans.material_id, id), inArray(materialLoans.status, OPEN_LOAN_STATUSES)))
      .limit(1);
    if (open.length > 0) throw conflict(MATERIAL_HAS_OPEN_LOANS);
    await tx.delete(materialLoans).where(eq(materialLoans.material_id, id));
    await tx.delete(materials).where(eq(materials.id, id));
    await recordAudit(tx, actor, {
      action: 'material.delete',
      target: materialTarget(material),
      changes: removedFields(audited(material)),
    });
    return material.image_url;
  });
  await removeUploadedImage(ctx, imageUrl);
}

const UPLOADED_IMAGE_PREFIX = '/api/files/public/';

async function removeUploadedImage(ctx: AppContext, imageUrl: string | null): Promise<void> {
  if (!imageUrl?.startsWith(`${UPLOADED_IMAGE_PREFIX}materials/`)) return;
  await ctx.storage.remove(imageUrl.slice(UPLOADED_IMAGE_PREFIX.length)).catch(() => undefined);
}

/** Stores an item's image before the item is saved: the form then sends the address it answers. */
export async function storeMaterialImage(
  ctx: Pick<AppContext, 'storage'>,
  upload: Upload,
): Promise<{ url: string }> {
  // Spec: materials/{timestamp}.{ext}; the random part keeps two uploads in one millisecond apart.
  const key = `materials/${Date.now()}-${randomUUID().slice(0, 8)}.${upload.extension}`;
  await putUpload(ctx.storage, upload, key);
  return { url: publicFileUrl(key) };
}
