import { and, count, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import { COUNTING_MESSAGES, checkHandCount } from '../../../domain/assembly-counting.ts';
import type { HandCountInput } from '../../../domain/assembly-counting-schemas.ts';
import { canRunVotes } from '../../../domain/assembly-permissions.ts';
import type { HandCount } from '../../../domain/assembly-resolutions.ts';
import { RESOLUTION_RULES } from '../../../domain/assembly-resolutions-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agHandCounts, presencesAg, users, votesAg } from '../../db/schema.ts';
import { conflict, invalidFields } from '../../http/errors.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import { lockAssembly } from './assembly-lock.ts';
import { holders, presenceCondition } from './figures.ts';
import type { AssemblyRow } from './presenters.ts';
import { lockResolution, type ResolutionIds, resolutionTarget } from './resolutions.ts';
import { hasVoteCondition, type VoterScope } from './voters.ts';
import { assemblyVoterScope } from './votes.ts';

const presentHandCount = (row: typeof agHandCounts.$inferSelect): HandCount => ({
  voters: row.voters,
  oui: row.oui,
  non: row.non,
  abstention: row.abstention,
  options: row.options,
});

/** The shows of hands of the given resolutions, by resolution. */
export async function listHandCounts(db: DbOrTx, resolutionIds: string[]): Promise<Map<string, HandCount>> {
  const rows = await db.select().from(agHandCounts).where(inArray(agHandCounts.resolution_id, resolutionIds));
  return new Map(rows.map((row) => [row.resolution_id, presentHandCount(row)]));
}

/**
 * The members who may still raise a hand on a resolution: those with a vote in the room (signed
 * in, or represented by a holder who is), less those whose vote was cast online.
 */
async function countRoomVotersOffline(db: DbOrTx, ag: AssemblyRow, scope: VoterScope, resolutionId: string) {
  const inRoom = or(
    presenceCondition(ag),
    and(not(presenceCondition(ag)), presenceCondition(ag, holders)),
  ) as SQL;
  const [row] = await db
    .select({ n: count() })
    .from(presencesAg)
    .innerJoin(users, eq(users.id, presencesAg.user_id))
    .leftJoin(
      holders,
      and(eq(holders.ag_id, presencesAg.ag_id), eq(holders.user_id, presencesAg.procuration_user_id)),
    )
    .where(
      and(
        eq(presencesAg.ag_id, ag.id),
        hasVoteCondition(scope),
        inRoom,
        sql`not exists (select 1 from ${votesAg} where ${votesAg.resolution_id} = ${resolutionId}
          and ${votesAg.user_id} = ${presencesAg.user_id})`,
      ),
    );
  return row?.n ?? 0;
}

/** A show of hands as the journal reads it, in words. */
const audited = (hand: HandCount) => ({
  hand_voters: hand.voters,
  oui: hand.oui,
  non: hand.non,
  abstention: hand.abstention,
  options: hand.options.map((entry) => `${entry.option} : ${entry.count}`),
});

/**
 * The chair's count of the hands raised on an open public resolution, replacing the previous one.
 * The resolution's row lock keeps the online ballots still while the room is measured against
 * them, and a close waits for it. A secret vote has no show of hands: the room would see each choice.
 */
export async function setHandCount(
  ctx: AppContext,
  { agId, resolutionId, ...input }: ResolutionIds & HandCountInput,
  actor: Administrator,
): Promise<HandCount> {
  return ctx.db.transaction(async (tx) => {
    const ag = await lockAssembly(tx, agId);
    if (ag.status === 'terminee') throw conflict(AG_RULES.finished, 'AG_STATUS');
    if (!canRunVotes(ag)) throw conflict(RESOLUTION_RULES.notHeld, 'AG_STATUS');
    const resolution = await lockResolution(tx, agId, resolutionId);
    if (resolution.secret) throw conflict(COUNTING_MESSAGES.secret, 'RESOLUTION_STATUS');
    if (resolution.status !== 'ouverte') throw conflict(COUNTING_MESSAGES.notOpen, 'RESOLUTION_STATUS');
    const scope = await assemblyVoterScope({ db: tx, config: ctx.config }, ag);
    const limit = await countRoomVotersOffline(tx, ag, scope, resolutionId);
    const checked = checkHandCount(resolution, input, limit);
    if ('errors' in checked) throw invalidFields(checked.errors);
    const [before] = await tx.select().from(agHandCounts).where(eq(agHandCounts.resolution_id, resolutionId));
    const values = { ...checked.hand, updated_at: new Date() };
    await tx
      .insert(agHandCounts)
      .values({ resolution_id: resolutionId, ...values })
      .onConflictDoUpdate({ target: agHandCounts.resolution_id, set: values });
    await recordChanges(tx, actor, {
      action: 'assembly.hand-count',
      target: resolutionTarget(ag, resolution),
      before: before ? audited(presentHandCount(before)) : {},
      after: audited(checked.hand),
    });
    return checked.hand;
  });
}
