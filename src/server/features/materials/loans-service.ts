import { and, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../domain/auth.ts';
import type {
  AdminLoan,
  AdminLoanPage,
  ListLoansQuery,
  ListMyLoansQuery,
  Loan,
  LoanPage,
  LoanRequestValues,
} from '../../../domain/materials.ts';
import {
  LOAN_NOT_FOUND,
  MATERIAL_NOT_FOUND,
  quantityAboveAvailableMessage,
} from '../../../domain/materials.ts';
import type { PageQuery } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { containing } from '../../db/like-pattern.ts';
import { defineList } from '../../db/list.ts';
import type { ListCondition } from '../../db/row-count.ts';
import { materialLoans, materials, users } from '../../db/schema.ts';
import { invalidFields, notFound } from '../../http/errors.ts';
import { matchesMemberSearch } from '../members/member-search.ts';

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

function selectLoans(db: DbOrTx) {
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
  user_id: row.user_id,
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

export const loansList = defineList({
  name: 'material_loans',
  rows: (db, filter, window) =>
    selectLoans(db)
      .where(filter)
      .orderBy(desc(materialLoans.created_at), desc(materialLoans.id))
      .limit(window.limit)
      .offset(window.offset),
  table: materialLoans,
});

/**
 * One page of the loans `filter` selects, newest first, and how many there are in all: counted
 * up to a bound, then estimated, so that a page costs the same at 100,000 loans.
 */
async function pageOfLoans(db: DbOrTx, condition: ListCondition, page: PageQuery) {
  const found = await loansList.page(db, { ...condition, page });
  return { ...found, page: page.page, pageSize: page.pageSize };
}

/** Spec: the member's own loans, newest first; only theirs, whatever the query says. */
export async function listMyLoans(
  { db }: AppContext,
  { status, page, pageSize }: ListMyLoansQuery,
  member: SessionUser,
): Promise<LoanPage> {
  const condition = {
    base: eq(materialLoans.user_id, member.id),
    filter: status ? eq(materialLoans.status, status) : undefined,
  };
  const { rows, ...rest } = await pageOfLoans(db, condition, { page, pageSize });
  return { ...rest, items: rows.map(presentLoan) };
}

/** A search that finds more members (or pieces of equipment) than this is broad: see `loansOf`. */
const FEW_MATCHES = 500;

type IdQuery = SQLWrapper & { limit: (limit: number) => PromiseLike<{ id: string }[]> };

/**
 * Loans whose `column` is one of the ids `query` finds. Few ids are sent as a list, so that the
 * planner knows how few loans they hold and reads them through the column's index; many stay a
 * subquery, and the planner then walks the newest loans until a page is full, which a broad
 * search fills quickly. A fresh query each time: a query builder keeps its limit.
 */
async function loansOf(column: PgColumn, query: () => IdQuery): Promise<SQL> {
  const found = await query().limit(FEW_MATCHES + 1);
  return inArray(column, found.length > FEW_MATCHES ? query() : found.map((row) => row.id));
}

/**
 * Loans of the members whose name or email holds the words typed (the members' own search, case
 * and accents aside), or of the equipment whose name contains the text (case aside): members and
 * equipment are found first, then their loans, rather than the text tested on every loan.
 */
async function loanSearch(db: DbOrTx, search: string): Promise<SQL | undefined> {
  const [byMember, byMaterial] = await Promise.all([
    loansOf(materialLoans.user_id, () =>
      db.select({ id: users.id }).from(users).where(matchesMemberSearch(search)),
    ),
    loansOf(materialLoans.material_id, () =>
      db
        .select({ id: materials.id })
        .from(materials)
        .where(ilike(materials.name, containing(search))),
    ),
  ]);
  return or(byMember, byMaterial);
}

/** The administrators' loans page, newest first, with who asked: by status, searched by the database. */
export async function listLoans(
  { db }: AppContext,
  { status, search, page, pageSize }: ListLoansQuery,
): Promise<AdminLoanPage> {
  const where = and(
    status ? eq(materialLoans.status, status) : undefined,
    search ? await loanSearch(db, search) : undefined,
  );
  const { rows, ...rest } = await pageOfLoans(db, { filter: where }, { page, pageSize });
  return { ...rest, items: rows.map(presentAdminLoan) };
}

/**
 * A request reserves nothing: the stock moves when the equipment is retired (spec). It may not
 * ask for more than is available now.
 */
export async function requestLoan(
  { db }: AppContext,
  input: LoanRequestValues,
  { id: userId }: SessionUser,
): Promise<Loan> {
  const [material] = await db
    .select({ available: materials.available_quantity })
    .from(materials)
    .where(eq(materials.id, input.material_id));
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  if (input.quantity > material.available) {
    throw invalidFields([{ path: 'quantity', message: quantityAboveAvailableMessage(material.available) }]);
  }
  try {
    const [created] = await db
      .insert(materialLoans)
      .values({ ...input, user_id: userId, status: 'En attente' })
      .returning({ id: materialLoans.id });
    if (!created) throw new Error('loan not created');
    return presentLoan(await getLoanRow(db, created.id));
  } catch (error) {
    // The equipment was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(MATERIAL_NOT_FOUND);
    throw error;
  }
}
