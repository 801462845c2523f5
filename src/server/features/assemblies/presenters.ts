import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgComment, AgDocument, Participant } from '../../../domain/assemblies.ts';
import { directoryLabel } from '../../../domain/directory.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type assembleesGenerales,
  commentairesAg,
  documentsAg,
  presencesAg,
  users,
} from '../../db/schema.ts';

export type AssemblyRow = typeof assembleesGenerales.$inferSelect;

export const presentAssemblyInfo = (row: AssemblyRow) => ({
  id: row.id,
  date: row.date.toISOString(),
  status: row.status,
  lieu: row.lieu,
  lien_visio: row.lien_visio,
  ordre_du_jour: row.ordre_du_jour,
});

/** The documents of some AGs, oldest first, by AG id. */
export async function listDocumentsByAssembly(db: DbOrTx, agIds: string[]) {
  const byAg = new Map<string, AgDocument[]>();
  if (agIds.length === 0) return byAg;
  const rows = await db
    .select({ id: documentsAg.id, ag_id: documentsAg.ag_id, type: documentsAg.type, nom: documentsAg.nom })
    .from(documentsAg)
    .where(inArray(documentsAg.ag_id, agIds))
    .orderBy(asc(documentsAg.created_at));
  for (const { ag_id, ...document } of rows) byAg.set(ag_id, [...(byAg.get(ag_id) ?? []), document]);
  return byAg;
}

/** Comments of some AGs, oldest first, by AG id; hidden ones only when asked. */
export async function listCommentsByAssembly(db: DbOrTx, agIds: string[], withHidden: boolean) {
  const byAg = new Map<string, AgComment[]>();
  if (agIds.length === 0) return byAg;
  const rows = await db
    .select({
      id: commentairesAg.id,
      ag_id: commentairesAg.ag_id,
      prenom: users.prenom,
      nom: users.nom,
      commentaire: commentairesAg.commentaire,
      modere: commentairesAg.modere,
      created_at: commentairesAg.created_at,
    })
    .from(commentairesAg)
    .innerJoin(users, eq(users.id, commentairesAg.user_id))
    .where(inArray(commentairesAg.ag_id, agIds))
    .orderBy(asc(commentairesAg.created_at));
  for (const row of rows) {
    if (row.modere && !withHidden) continue;
    const comment: AgComment = {
      id: row.id,
      auteur: `${row.prenom} ${row.nom}`,
      commentaire: row.commentaire,
      modere: row.modere,
      created_at: row.created_at.toISOString(),
    };
    byAg.set(row.ag_id, [...(byAg.get(row.ag_id) ?? []), comment]);
  }
  return byAg;
}

const proxyHolders = alias(users, 'proxy_holders');

/** Everyone who answered about an AG, by email, with the proxy holder as 'prénom nom (email)'. */
export async function listParticipants(db: DbOrTx, agId: string): Promise<Participant[]> {
  const rows = await db
    .select({
      user_id: users.id,
      prenom: users.prenom,
      nom: users.nom,
      email: users.email,
      present: presencesAg.present,
      holder: {
        id: proxyHolders.id,
        prenom: proxyHolders.prenom,
        nom: proxyHolders.nom,
        email: proxyHolders.email,
      },
    })
    .from(presencesAg)
    .innerJoin(users, eq(users.id, presencesAg.user_id))
    .leftJoin(proxyHolders, eq(proxyHolders.id, presencesAg.procuration_user_id))
    .where(eq(presencesAg.ag_id, agId))
    .orderBy(asc(users.email));
  return rows.map(({ holder, ...row }) => ({
    ...row,
    procuration: holder ? directoryLabel(holder) : null,
  }));
}
