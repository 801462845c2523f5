import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoanStatus } from '../../domain/materials.ts';
import type { Db } from '../db/client.ts';
import { materialCategories, materialLoans, materials } from '../db/schema.ts';

type CategoryRow = typeof materialCategories.$inferInsert;
type MaterialRow = typeof materials.$inferInsert;

export async function createCategory(db: Db, overrides: Partial<CategoryRow> = {}) {
  const [row] = await db
    .insert(materialCategories)
    .values({ name: `Catégorie ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  if (!row) throw new Error('category not created');
  return row;
}

/** Equipment with its own category unless one is given; 5 units, all available, by default. */
export async function createMaterial(db: Db, overrides: Partial<MaterialRow> = {}) {
  const category_id = overrides.category_id ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(materials)
    .values({
      name: `Enregistreur ${randomUUID().slice(0, 8)}`,
      description: 'Enregistreur numérique Zoom H5',
      total_quantity: 5,
      available_quantity: 5,
      ...overrides,
      category_id,
    })
    .returning();
  if (!row) throw new Error('material not created');
  return row;
}

export async function createLoan(
  db: Db,
  input: { userId: string; materialId: string; status?: LoanStatus; quantity?: number; createdAt?: Date },
) {
  const [row] = await db
    .insert(materialLoans)
    .values({
      user_id: input.userId,
      material_id: input.materialId,
      quantity: input.quantity ?? 1,
      status: input.status ?? 'En attente',
      start_date: new Date('2030-05-01T08:00:00Z'),
      end_date: new Date('2030-05-03T18:00:00Z'),
      usage_context: 'Recueil de souvenirs à l’EHPAD',
      ...(input.createdAt && { created_at: input.createdAt }),
    })
    .returning();
  if (!row) throw new Error('loan not created');
  return row;
}

export async function availableQuantity(db: Db, materialId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ available: materials.available_quantity })
    .from(materials)
    .where(eq(materials.id, materialId));
  return row?.available;
}

export async function loanStatus(db: Db, loanId: string): Promise<LoanStatus | undefined> {
  const [row] = await db
    .select({ status: materialLoans.status })
    .from(materialLoans)
    .where(eq(materialLoans.id, loanId));
  return row?.status;
}

/** One request to the app, as a signed-in user (cookie) or signed out (no cookie). */
export function apiCaller(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string | null,
    payload?: object,
  ) => {
    const options: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload !== undefined) options.payload = payload;
    return app.inject(options);
  };
}
