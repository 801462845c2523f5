import { desc, eq } from 'drizzle-orm';
import type { AdminLoan, Loan, LoanRequestValues } from '../../../domain/materials.ts';
import { quantityAboveAvailableMessage } from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { materialLoans, materials, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { MATERIAL_NOT_FOUND } from './catalogue-service.ts';

export const LOAN_NOT_FOUND = 'Emprunt introuvable';

const loanColumns = {
  id: materialLoans.id,
  user_id: materialLoans.user_id,
  quantity: materialLoans.quantity,
  start_date: materialLoans.start_date,
  end_date: materialLoans.end_date,
  usage_context: materialLoans.usage_context,
  status: materialLoans.status,
  return_state: materialLoans.return_state,
  return_notes: materialLoans.return_notes,
  created_at: materialLoans.created_at,
  material: { id: materials.id, name: materials.name },
};

export function selectLoans(db: DbOrTx) {
  return db
    .select({
      ...loanColumns,
      member: { id: users.id, prenom: users.prenom, nom: users.nom, email: users.email },
    })
    .from(materialLoans)
    .innerJoin(materials, eq(materialLoans.material_id, materials.id))
    .innerJoin(users, eq(materialLoans.user_id, users.id));
}

type LoanRow = Awaited<ReturnType<ReturnType<typeof selectLoans>['execute']>>[number];

export const presentLoan = (row: LoanRow): Loan => ({
  id: row.id,
  material: row.material,
  quantity: row.quantity,
  start_date: row.start_date.toISOString(),
  end_date: row.end_date.toISOString(),
  usage_context: row.usage_context,
  status: row.status,
  return_state: row.return_state,
  return_notes: row.return_notes,
  created_at: row.created_at.toISOString(),
});

export const presentAdminLoan = (row: LoanRow): AdminLoan => ({ ...presentLoan(row), member: row.member });

export async function getLoanRow(db: DbOrTx, id: string): Promise<LoanRow> {
  const [row] = await selectLoans(db).where(eq(materialLoans.id, id));
  if (!row) throw notFound(LOAN_NOT_FOUND);
  return row;
}

/** Spec: the member's own loans, newest first. */
export async function listMyLoans({ db }: AppContext, userId: string): Promise<Loan[]> {
  const rows = await selectLoans(db)
    .where(eq(materialLoans.user_id, userId))
    .orderBy(desc(materialLoans.created_at), desc(materialLoans.id));
  return rows.map(presentLoan);
}

/** Every loan for the administrators, newest first, with who asked. */
export async function listAllLoans({ db }: AppContext): Promise<AdminLoan[]> {
  const rows = await selectLoans(db).orderBy(desc(materialLoans.created_at), desc(materialLoans.id));
  return rows.map(presentAdminLoan);
}

/**
 * A request reserves nothing: the stock moves when the equipment is retired (spec). It may not
 * ask for more than is available now.
 */
export async function requestLoan(
  { db }: AppContext,
  userId: string,
  input: LoanRequestValues,
): Promise<Loan> {
  const [material] = await db
    .select({ available: materials.available_quantity })
    .from(materials)
    .where(eq(materials.id, input.material_id));
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  if (input.quantity > material.available) {
    throw badRequest(quantityAboveAvailableMessage(material.available), 'QUANTITY_UNAVAILABLE');
  }
  try {
    const [created] = await db
      .insert(materialLoans)
      .values({ ...input, user_id: userId, status: 'En attente' })
      .returning({ id: materialLoans.id });
    if (!created) throw new Error('emprunt non créé');
    return presentLoan(await getLoanRow(db, created.id));
  } catch (error) {
    // The equipment was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(MATERIAL_NOT_FOUND);
    throw error;
  }
}
