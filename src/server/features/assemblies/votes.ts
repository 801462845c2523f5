import { and, eq, inArray } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import { checkBallot } from '../../../domain/assembly-ballots.ts';
import { canCastVote, canVoteOn } from '../../../domain/assembly-permissions.ts';
import { NO_VOTE_MESSAGE } from '../../../domain/assembly-resolutions.ts';
import {
  type BallotInput,
  type MemberResolution,
  RESOLUTION_RULES,
} from '../../../domain/assembly-resolutions-schemas.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agResolutions,
  agSecretBallots,
  agSecretVoters,
  assembleesGenerales,
  users,
  votesAg,
} from '../../db/schema.ts';
import { conflict, forbidden, invalidFields, notFound } from '../../http/errors.ts';
import { personLabel } from '../audit/record.ts';
import { getAssociationSettings } from '../settings/service.ts';
import type { AssemblyRow } from './presenters.ts';
import { listResolutionRows, presentResolution, type ResolutionIds } from './resolutions.ts';
import { type VoteRights, type VoterScope, voteRights } from './voters.ts';

/** Who has a vote in this AG, by the association's rule. */
export async function assemblyVoterScope(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  ag: Pick<AssemblyRow, 'date'>,
): Promise<VoterScope> {
  const settings = await getAssociationSettings({ db, config });
  return { rule: settings.ag_voters, assemblyDate: ag.date };
}

/** The members this member votes for: themselves when they may, then each proxy they hold with a vote. */
const votingFor = (userId: string, rights: VoteRights) => [
  ...(rights.self ? [userId] : []),
  ...rights.represented.filter((member) => member.has_vote).map((member) => member.id),
];

/**
 * An AG's resolutions as a member sees them, each with the ballots of the members they vote for:
 * a public ballot as cast, a secret one only as "has voted".
 */
export async function listMemberResolutions(
  db: DbOrTx,
  agId: string,
  userId: string,
  rights: VoteRights,
): Promise<MemberResolution[]> {
  const resolutions = await listResolutionRows(db, agId);
  const voters = votingFor(userId, rights);
  const ids = resolutions.map((resolution) => resolution.id);
  const [publicBallots, secretMarks] =
    voters.length === 0 || ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              resolution_id: votesAg.resolution_id,
              user_id: votesAg.user_id,
              vote: votesAg.vote,
              choices: votesAg.choices,
            })
            .from(votesAg)
            .where(and(inArray(votesAg.resolution_id, ids), inArray(votesAg.user_id, voters))),
          db
            .select({ resolution_id: agSecretVoters.resolution_id, user_id: agSecretVoters.user_id })
            .from(agSecretVoters)
            .where(and(inArray(agSecretVoters.resolution_id, ids), inArray(agSecretVoters.user_id, voters))),
        ]);
  return resolutions.map((resolution) => ({
    ...presentResolution(resolution),
    ballots: voters.map((voter) => {
      const cast = publicBallots.find((row) => row.resolution_id === resolution.id && row.user_id === voter);
      const marked = secretMarks.some((row) => row.resolution_id === resolution.id && row.user_id === voter);
      return {
        user_id: voter,
        has_voted: cast !== undefined || marked,
        vote: cast?.vote ?? null,
        choices: cast?.choices ?? [],
      };
    }),
  }));
}

async function findName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ prenom: users.prenom, nom: users.nom })
    .from(users)
    .where(eq(users.id, userId));
  return row ? personLabel(row) : 'un autre membre';
}

/**
 * Whose ballot this is, checked against the member's rights: their own when they have a vote and
 * kept their proxy, or that of a member whose proxy they hold.
 */
async function checkVoter(
  db: DbOrTx,
  scope: VoterScope,
  rights: VoteRights,
  userId: string,
  onBehalfOf: string | null,
) {
  if (onBehalfOf === null || onBehalfOf === userId) {
    if (!rights.has_vote) throw forbidden(NO_VOTE_MESSAGE[scope.rule], 'FORBIDDEN');
    if (rights.gave_proxy_to) {
      throw forbidden(RESOLUTION_RULES.gaveProxy(await findName(db, rights.gave_proxy_to)), 'FORBIDDEN');
    }
    return { voter: userId, castBy: null, name: null };
  }
  const represented = rights.represented.find((member) => member.id === onBehalfOf);
  if (!represented) throw forbidden(RESOLUTION_RULES.notRepresented, 'FORBIDDEN');
  if (!represented.has_vote) throw forbidden(NO_VOTE_MESSAGE[scope.rule], 'FORBIDDEN');
  return { voter: represented.id, castBy: userId, name: personLabel(represented) };
}

/**
 * A ballot on one open resolution, for oneself or a member one represents. A public vote is one
 * row per resolution and member, changed while the vote is open; a secret one is a "has voted"
 * mark, then an anonymous ballot, and cannot be changed. The unique keys make twenty parallel
 * ballots of one member count once.
 */
export async function castBallot(
  ctx: AppContext,
  { agId, resolutionId, ...input }: ResolutionIds & BallotInput,
  { id: userId }: SessionUser,
) {
  const [ag] = await ctx.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, agId));
  if (!ag) throw notFound(AG_RULES.notFound);
  if (ag.status === 'terminee') throw conflict(AG_RULES.finished, 'AG_STATUS');
  if (!canCastVote(ag)) throw conflict(AG_RULES.votingClosed, 'AG_STATUS');
  const scope = await assemblyVoterScope(ctx, ag);
  return ctx.db.transaction(async (tx) => {
    // Shared lock: the vote's close waits for the ballots being cast, and a ballot after it is refused.
    const [resolution] = await tx
      .select()
      .from(agResolutions)
      .where(and(eq(agResolutions.id, resolutionId), eq(agResolutions.ag_id, agId)))
      .for('share');
    if (!resolution) throw notFound(RESOLUTION_RULES.notFound);
    if (!canVoteOn(ag, resolution)) throw conflict(RESOLUTION_RULES.notOpen, 'RESOLUTION_STATUS');
    const checked = checkBallot(resolution, input);
    if ('errors' in checked) throw invalidFields(checked.errors);
    const rights = await voteRights(tx, { agId, scope, userId });
    const { voter, castBy, name } = await checkVoter(tx, scope, rights, userId, input.on_behalf_of);
    const { vote, choices } = checked.ballot;
    if (resolution.secret) {
      const [mark] = await tx
        .insert(agSecretVoters)
        .values({ resolution_id: resolutionId, user_id: voter, cast_by: castBy })
        .onConflictDoNothing()
        .returning({ user_id: agSecretVoters.user_id });
      if (!mark) {
        throw conflict(
          name ? RESOLUTION_RULES.alreadyVotedFor(name) : RESOLUTION_RULES.alreadyVoted,
          'ALREADY_VOTED',
        );
      }
      await tx.insert(agSecretBallots).values({ resolution_id: resolutionId, vote, choices });
      return { resolution_id: resolutionId, user_id: voter, has_voted: true, vote: null, choices: [] };
    }
    await tx
      .insert(votesAg)
      .values({
        ag_id: agId,
        resolution_id: resolutionId,
        user_id: voter,
        cast_by: castBy,
        question: resolution.title,
        vote,
        choices,
      })
      .onConflictDoUpdate({
        target: [votesAg.resolution_id, votesAg.user_id],
        set: { vote, choices, cast_by: castBy, updated_at: new Date() },
      });
    return { resolution_id: resolutionId, user_id: voter, has_voted: true, vote, choices };
  });
}
