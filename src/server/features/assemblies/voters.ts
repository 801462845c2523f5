import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { VoterRule } from '../../../domain/assembly-resolutions.ts';
import { todayIso } from '../../../domain/members.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, presencesAg, users } from '../../db/schema.ts';
import { isNotErased } from '../accounts/erased.ts';

/** Who has a vote in an assembly, by the association's rule, on the assembly's day (Paris). */
export type VoterScope = { rule: VoterRule; assemblyDate: Date };

/**
 * The condition on `users` of a member with a vote: a validated, not erased account, and with the
 * rule `a_jour`, an active membership covering the assembly's day (`adhesions_user_idx` finds it).
 */
export function hasVoteCondition({ rule, assemblyDate }: VoterScope): SQL {
  const account = and(eq(users.is_active, true), isNotErased) as SQL;
  if (rule === 'valides') return account;
  const day = todayIso(assemblyDate);
  return sql`${account} and exists (select 1 from ${adhesions} where ${adhesions.user_id} = ${users.id}
    and ${adhesions.statut} = 'active' and ${adhesions.date_debut} <= ${day} and ${adhesions.date_fin} > ${day})`;
}

export async function hasVote(db: DbOrTx, scope: VoterScope, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), hasVoteCondition(scope)));
  return row !== undefined;
}

/** A member whose proxy the voter holds, and whether that member has a vote to give. */
type Represented = { id: string; prenom: string; nom: string; has_vote: boolean };

/**
 * What a member may vote for in an assembly: themselves, unless they gave their proxy (then
 * `gave_proxy_to` names the holder) or have no vote; and each member whose proxy they hold.
 */
export type VoteRights = {
  self: boolean;
  has_vote: boolean;
  gave_proxy_to: string | null;
  represented: Represented[];
};

export async function voteRights(
  db: DbOrTx,
  { agId, scope, userId }: { agId: string; scope: VoterScope; userId: string },
): Promise<VoteRights> {
  const [own] = await db
    .select({ procuration_user_id: presencesAg.procuration_user_id })
    .from(presencesAg)
    .where(and(eq(presencesAg.ag_id, agId), eq(presencesAg.user_id, userId)));
  const represented = await db
    .select({
      id: users.id,
      prenom: users.prenom,
      nom: users.nom,
      has_vote: sql<boolean>`${hasVoteCondition(scope)}`,
    })
    .from(presencesAg)
    .innerJoin(users, eq(users.id, presencesAg.user_id))
    .where(and(eq(presencesAg.ag_id, agId), eq(presencesAg.procuration_user_id, userId)))
    .orderBy(users.nom, users.prenom);
  const ownVote = await hasVote(db, scope, userId);
  const gaveProxyTo = own?.procuration_user_id ?? null;
  return {
    self: ownVote && gaveProxyTo === null,
    has_vote: ownVote,
    gave_proxy_to: gaveProxyTo,
    represented,
  };
}

/** How many members have a vote, counted by the database. */
export async function countVoters(db: DbOrTx, scope: VoterScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(hasVoteCondition(scope));
  return row?.total ?? 0;
}
