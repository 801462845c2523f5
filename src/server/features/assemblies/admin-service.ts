import { count, desc, eq } from 'drizzle-orm';
import {
  type AdminAssembly,
  AG_RULES,
  type AssemblyInput,
  type AssemblySummary,
  listAssembliesQuerySchema,
  type ParticipantPage,
} from '../../../domain/assemblies.ts';
import { type Page, type PageQuery, pageOffset, pageQuerySchema } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import { assembleesGenerales, commentairesAg, documentsAg } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { tallyAssembly } from './exports.ts';
import { findAssembly } from './member-service.ts';
import {
  type AssemblyRow,
  listDocuments,
  listParticipantPage,
  presentAssemblySummary,
} from './presenters.ts';

/**
 * A page of AGs, the latest first, as their cards show them: one query for the page, whatever
 * the number of AGs; what each AG holds is loaded when the administrator opens it.
 */
export async function listAssembliesForAdmin(
  { db }: AppContext,
  query: Partial<PageQuery>,
): Promise<Page<AssemblySummary>> {
  const { page, pageSize } = listAssembliesQuerySchema.parse(query);
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(assembleesGenerales),
    db
      .select()
      .from(assembleesGenerales)
      .orderBy(desc(assembleesGenerales.date), desc(assembleesGenerales.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
  ]);
  return { items: rows.map(presentAssemblySummary), total: totalRow?.total ?? 0, page, pageSize };
}

/** The AG an administrator opens: its documents and the tally of its presences and votes. */
export async function getAssemblyForAdmin({ db }: AppContext, agId: string): Promise<AdminAssembly> {
  const row = await findAssembly(db, agId);
  const [documents, tally] = await Promise.all([listDocuments(db, agId), tallyAssembly(db, agId)]);
  return { ...presentAssemblySummary(row), documents, tally };
}

/** A page of an AG's presences and proxies, by email: every member may answer. */
export async function listAssemblyParticipants(
  { db }: AppContext,
  input: { agId: string } & Partial<PageQuery>,
): Promise<ParticipantPage> {
  const query = pageQuerySchema.parse(input);
  await findAssembly(db, input.agId);
  return listParticipantPage(db, input.agId, query);
}

const toColumns = (input: AssemblyInput) => ({
  date: new Date(input.date),
  lieu: input.lieu,
  lien_visio: input.lien_visio,
  ordre_du_jour: input.ordre_du_jour,
  status: input.status,
});

const returned = (row: AssemblyRow | undefined) => {
  if (!row) throw notFound(AG_RULES.notFound);
  return presentAssemblySummary(row);
};

export async function createAssembly({ db }: AppContext, input: AssemblyInput) {
  const [row] = await db.insert(assembleesGenerales).values(toColumns(input)).returning();
  return returned(row);
}

/** The status is set by hand, freely, as the spec says. */
export async function updateAssembly({ db }: AppContext, agId: string, input: AssemblyInput) {
  const [row] = await db
    .update(assembleesGenerales)
    .set(toColumns(input))
    .where(eq(assembleesGenerales.id, agId))
    .returning();
  return returned(row);
}

/** Presences, votes, comments and documents go with it (cascade); then its files. */
export async function deleteAssembly({ db, storage }: AppContext, agId: string) {
  const files = await db.transaction(async (tx) => {
    const documents = await tx
      .select({ url: documentsAg.url })
      .from(documentsAg)
      .where(eq(documentsAg.ag_id, agId));
    const [deleted] = await tx
      .delete(assembleesGenerales)
      .where(eq(assembleesGenerales.id, agId))
      .returning({ id: assembleesGenerales.id });
    if (!deleted) throw notFound(AG_RULES.notFound);
    return documents.map((document) => document.url);
  });
  for (const key of files) await storage.remove(key);
}

export async function moderateComment({ db }: AppContext, commentId: string, modere: boolean) {
  const [row] = await db
    .update(commentairesAg)
    .set({ modere })
    .where(eq(commentairesAg.id, commentId))
    .returning({ id: commentairesAg.id, modere: commentairesAg.modere });
  if (!row) throw notFound('Commentaire introuvable');
  return row;
}
