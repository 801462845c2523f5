import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import type {
  CommentInput,
  CommentPage,
  CurrentAssembly,
  CurrentAssemblyResponse,
  PresenceInput,
  VoteInput,
} from '../../../domain/assemblies-schemas.ts';
import { canCastVote, canSetPresence } from '../../../domain/assembly-permissions.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { PageQuery } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agResolutions, assembleesGenerales, commentairesAg, presencesAg, votesAg } from '../../db/schema.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { type AssemblyRow, listComments, listDocuments, presentAssemblySummary } from './presenters.ts';
import { checkProxyAllowed, selfProxy } from './proxies.ts';
import { voteRights } from './voters.ts';
import { assemblyVoterScope, castBallot, listMemberResolutions } from './votes.ts';

export async function findAssembly(db: DbOrTx, agId: string): Promise<AssemblyRow> {
  const [row] = await db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, agId));
  if (!row) throw notFound(AG_RULES.notFound);
  return row;
}

async function firstWithStatus(db: DbOrTx, status: AssemblyRow['status']) {
  const [row] = await db
    .select()
    .from(assembleesGenerales)
    .where(eq(assembleesGenerales.status, status))
    .orderBy(asc(assembleesGenerales.date))
    .limit(1);
  return row;
}

/**
 * The spec loads only the next a_venir AG, yet shows a Votes block when en_cours: the AG being
 * held comes first, else the next one to come (see docs/regles/assemblee-generale.md). While one
 * is held, the next one to come is given too, so that members still answer its presence and proxy.
 */
export async function getCurrentAssemblies(
  ctx: AppContext,
  { id: userId }: SessionUser,
): Promise<CurrentAssemblyResponse> {
  const { db } = ctx;
  const [held, next] = await Promise.all([firstWithStatus(db, 'en_cours'), firstWithStatus(db, 'a_venir')]);
  const [assembly, upcoming] = await Promise.all([
    withMemberAnswers(ctx, held ?? next, userId),
    withMemberAnswers(ctx, held ? next : undefined, userId),
  ]);
  return { assembly, upcoming };
}

/** One AG with its documents, what this member answered in it, and what they vote for. */
async function withMemberAnswers(
  ctx: AppContext,
  row: AssemblyRow | undefined,
  userId: string,
): Promise<CurrentAssembly | null> {
  if (!row) return null;
  const { db } = ctx;
  const scope = await assemblyVoterScope(ctx, row);
  const rights = await voteRights(db, { agId: row.id, scope, userId });
  const [[presence], votes, documents, resolutions] = await Promise.all([
    db
      .select({ present: presencesAg.present, procuration_user_id: presencesAg.procuration_user_id })
      .from(presencesAg)
      .where(and(eq(presencesAg.ag_id, row.id), eq(presencesAg.user_id, userId))),
    db
      .select({ question: votesAg.question, vote: votesAg.vote })
      .from(votesAg)
      .where(and(eq(votesAg.ag_id, row.id), eq(votesAg.user_id, userId), isNotNull(votesAg.vote))),
    listDocuments(db, row.id),
    listMemberResolutions(db, row.id, userId, rights),
  ]);
  const myVotes = votes.flatMap(({ question, vote }) => (vote ? [{ question, vote }] : []));
  return {
    ...presentAssemblySummary(row),
    documents,
    my_presence: presence ?? null,
    my_votes: myVotes,
    resolutions,
    rights,
  };
}

/** A page of an AG's comments, the latest first; members read those an administrator has not hidden. */
export async function listAssemblyComments(
  { db }: AppContext,
  { id, withHidden, page, pageSize }: IdParams & PageQuery & { withHidden: boolean },
): Promise<CommentPage> {
  await findAssembly(db, id);
  return listComments(db, id, { withHidden, page, pageSize });
}

/**
 * One row per AG and member; presence and proxy change only while the AG is to come, and a proxy
 * follows the statutes' rules (proxies.ts).
 */
export async function setPresence(
  { db, config }: AppContext,
  { id: assemblyId, ...input }: IdParams & PresenceInput,
  { id: userId }: SessionUser,
) {
  const holderId = input.present ? null : input.procuration_user_id;
  if (holderId === userId) throw selfProxy();
  const rules = await getAssociationSettings({ db, config });
  return db.transaction(async (tx) => {
    const assembly = await findAssembly(tx, assemblyId);
    if (assembly.status === 'terminee') throw conflict(AG_RULES.finished, 'AG_STATUS');
    if (!canSetPresence(assembly)) throw conflict(AG_RULES.participationClosed, 'AG_STATUS');
    if (holderId) await checkProxyAllowed(tx, { assembly, giverId: userId, holderId, rules });
    const values = { present: input.present, procuration_user_id: holderId };
    const [row] = await tx
      .insert(presencesAg)
      .values({ ag_id: assemblyId, user_id: userId, ...values })
      .onConflictDoUpdate({ target: [presencesAg.ag_id, presencesAg.user_id], set: values })
      .returning({ present: presencesAg.present, procuration_user_id: presencesAg.procuration_user_id });
    if (!row) throw new Error('presence upsert returned nothing');
    return row;
  });
}

/**
 * The spec's vote: the member's own answer to the approval resolution of that title, by the same
 * rules as any ballot (the AG held, the vote open, a vote to cast and no proxy given).
 */
export async function castVote(
  ctx: AppContext,
  { id: assemblyId, ...input }: IdParams & VoteInput,
  actor: SessionUser,
) {
  const assembly = await findAssembly(ctx.db, assemblyId);
  if (!canCastVote(assembly)) throw conflict(AG_RULES.votingClosed, 'AG_STATUS');
  const [resolution] = await ctx.db
    .select({ id: agResolutions.id })
    .from(agResolutions)
    .where(
      and(
        eq(agResolutions.ag_id, assemblyId),
        eq(agResolutions.title, input.question),
        eq(agResolutions.kind, 'approbation'),
      ),
    );
  if (!resolution) throw invalidFields([{ path: 'question', message: 'Question inconnue' }]);
  await castBallot(
    ctx,
    { agId: assemblyId, resolutionId: resolution.id, vote: input.vote, choices: [], on_behalf_of: null },
    actor,
  );
  return { question: input.question, vote: input.vote };
}

/** The comment form is always shown, so a comment is accepted whatever the AG's status. */
export async function addComment(
  { db }: AppContext,
  { id: assemblyId, ...input }: IdParams & CommentInput,
  { id: userId }: SessionUser,
) {
  await findAssembly(db, assemblyId);
  const [row] = await db
    .insert(commentairesAg)
    .values({ ag_id: assemblyId, user_id: userId, commentaire: input.commentaire, modere: false })
    .returning({ id: commentairesAg.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}
