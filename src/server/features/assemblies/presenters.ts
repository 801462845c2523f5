import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AgDocument,
  AssemblySummary,
  CommentPage,
  Participant,
  ParticipantPage,
} from '../../../domain/assemblies-schemas.ts';
import { directoryLabel } from '../../../domain/directory.ts';
import { formatDate } from '../../../domain/format.ts';
import type { PageQuery } from '../../../domain/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import {
  type assembleesGenerales,
  commentairesAg,
  documentsAg,
  presencesAg,
  users,
} from '../../db/schema.ts';

export type AssemblyRow = typeof assembleesGenerales.$inferSelect;

/** How the pages and the journal name an AG: "AG du 12/03/2026". */
export const assemblyLabel = (row: Pick<AssemblyRow, 'date'>) => `AG du ${formatDate(row.date)}`;

export const presentAssemblySummary = (row: AssemblyRow): AssemblySummary => ({
  id: row.id,
  date: row.date.toISOString(),
  status: row.status,
  kind: row.kind,
  lieu: row.lieu,
  lien_visio: row.lien_visio,
  ordre_du_jour: row.ordre_du_jour,
});

/** The documents of one AG, oldest first (at most AG_DOCUMENTS_MAX). */
export function listDocuments(db: DbOrTx, agId: string): Promise<AgDocument[]> {
  return db
    .select({ id: documentsAg.id, type: documentsAg.type, nom: documentsAg.nom })
    .from(documentsAg)
    .where(eq(documentsAg.ag_id, agId))
    .orderBy(asc(documentsAg.created_at), asc(documentsAg.id));
}

/** One AG's comments, the request's `base`: counted like a table, up to a bound. */
const commentsList = defineList({
  name: 'assembly_comments',
  rows: (db, filter, window) =>
    db
      .select({
        id: commentairesAg.id,
        prenom: users.prenom,
        nom: users.nom,
        commentaire: commentairesAg.commentaire,
        modere: commentairesAg.modere,
        created_at: commentairesAg.created_at,
      })
      .from(commentairesAg)
      .innerJoin(users, eq(users.id, commentairesAg.user_id))
      .where(filter)
      .orderBy(desc(commentairesAg.created_at), desc(commentairesAg.id))
      .limit(window.limit)
      .offset(window.offset),
  table: commentairesAg,
});

/** A page of one AG's comments, the latest first; hidden ones only when asked. */
export async function listComments(
  db: DbOrTx,
  agId: string,
  { withHidden, page, pageSize }: PageQuery & { withHidden: boolean },
): Promise<CommentPage> {
  // Hidden comments are left out by the reader's role, not by a choice of theirs: part of the base.
  const base = and(eq(commentairesAg.ag_id, agId), withHidden ? undefined : eq(commentairesAg.modere, false));
  const { rows, ...total } = await commentsList.page(db, { base, page: { page, pageSize } });
  const items = rows.map((row) => ({
    id: row.id,
    auteur: `${row.prenom} ${row.nom}`,
    commentaire: row.commentaire,
    modere: row.modere,
    created_at: row.created_at.toISOString(),
  }));
  return { items, ...total, page, pageSize };
}

const proxyHolders = alias(users, 'proxy_holders');

/** Everyone who answered about an AG, by email, with the proxy holder as 'prénom nom (email)'. */
function selectParticipants(db: DbOrTx, where: SQL | undefined) {
  return db
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
    .where(where)
    .orderBy(asc(users.email), asc(users.id))
    .$dynamic();
}

type ParticipantRow = Awaited<ReturnType<typeof selectParticipants>>[number];

const presentParticipant = ({ holder, ...row }: ParticipantRow): Participant => ({
  ...row,
  proxy_holder: holder ? directoryLabel(holder) : null,
});

/** Every participant of an AG, for the presences file the board downloads. */
export async function listAllParticipants(db: DbOrTx, agId: string): Promise<Participant[]> {
  const rows = await selectParticipants(db, eq(presencesAg.ag_id, agId));
  return rows.map(presentParticipant);
}

/** One AG's participants, the request's `base`: counted like a table, up to a bound. */
const participantsList = defineList({
  name: 'assembly_participants',
  rows: (db, filter, window) => selectParticipants(db, filter).limit(window.limit).offset(window.offset),
  table: presencesAg,
});

/** A page of an AG's participants, by email. */
export async function listParticipantPage(
  db: DbOrTx,
  agId: string,
  { page, pageSize }: PageQuery,
): Promise<ParticipantPage> {
  const base = eq(presencesAg.ag_id, agId);
  const { rows, ...total } = await participantsList.page(db, { base, page: { page, pageSize } });
  return { items: rows.map(presentParticipant), ...total, page, pageSize };
}
