import { desc, eq } from 'drizzle-orm';
import { type AdminAssembly, AG_RULES, type AssemblyInput } from '../../../domain/assemblies.ts';
import type { AppContext } from '../../app-context.ts';
import { assembleesGenerales, commentairesAg, documentsAg } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { tallyAssembly } from './exports.ts';
import {
  type AssemblyRow,
  listCommentsByAssembly,
  listDocumentsByAssembly,
  listParticipants,
  presentAssemblyInfo,
} from './presenters.ts';

/** Every AG, the latest first, with what the board needs to prepare, hold and report it. */
export async function listAssembliesForAdmin({ db }: AppContext): Promise<AdminAssembly[]> {
  const rows = await db.select().from(assembleesGenerales).orderBy(desc(assembleesGenerales.date));
  const ids = rows.map((row) => row.id);
  const [documents, comments] = await Promise.all([
    listDocumentsByAssembly(db, ids),
    listCommentsByAssembly(db, ids, true),
  ]);
  return Promise.all(
    rows.map(async (row) => ({
      ...presentAssemblyInfo(row),
      documents: documents.get(row.id) ?? [],
      comments: comments.get(row.id) ?? [],
      participants: await listParticipants(db, row.id),
      tally: await tallyAssembly(db, row.id),
    })),
  );
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
  return presentAssemblyInfo(row);
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
