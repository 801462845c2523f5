import { and, eq, gt, sql } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import {
  COUNTING_MESSAGES,
  canStartNextRound,
  nextRoundChoices,
  roundLabel,
} from '../../../domain/assembly-counting.ts';
import { canRunVotes } from '../../../domain/assembly-permissions.ts';
import { RESOLUTION_STATUS_LABELS } from '../../../domain/assembly-resolutions.ts';
import { RESOLUTION_RULES, type Resolution } from '../../../domain/assembly-resolutions-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { agResolutions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type Administrator, changedFields, recordAudit } from '../audit/record.ts';
import { lockAssembly } from './assembly-lock.ts';
import { lockResolution, presentResolution, type ResolutionIds, resolutionTarget } from './resolutions.ts';
import { assemblyVoters, listResolutionResults } from './results.ts';

/**
 * A new vote on a closed resolution that decided nothing (rejected, or an election tied on its
 * last seat), placed right after it and open at once: the first round's ballots and outcome stay
 * as they were, beside it. Once per resolution: its row lock and a unique index keep a second ask out.
 */
export async function startNextRound(
  ctx: AppContext,
  { agId, resolutionId }: ResolutionIds,
  actor: Administrator,
): Promise<Resolution> {
  return ctx.db.transaction(async (tx) => {
    const ag = await lockAssembly(tx, agId);
    if (ag.status === 'terminee') throw conflict(AG_RULES.finished, 'AG_STATUS');
    if (!canRunVotes(ag)) throw conflict(COUNTING_MESSAGES.roundNotHeld, 'AG_STATUS');
    const previous = await lockResolution(tx, agId, resolutionId);
    if (previous.status !== 'close') throw conflict(COUNTING_MESSAGES.roundNotClosed, 'RESOLUTION_STATUS');
    const [taken] = await tx
      .select({ id: agResolutions.id })
      .from(agResolutions)
      .where(eq(agResolutions.previous_resolution_id, previous.id));
    if (taken) throw conflict(COUNTING_MESSAGES.roundTaken, 'RESOLUTION_STATUS');
    // A closed vote's ballots and hands no longer change: read beside the transaction, whose one
    // connection takes one query at a time.
    const voters = await assemblyVoters(ctx, ag);
    const result = (await listResolutionResults(ctx.db, agId, voters)).find(
      (entry) => entry.resolution_id === previous.id,
    );
    if (!result) throw notFound(RESOLUTION_RULES.notFound);
    if (!canStartNextRound(result)) throw conflict(COUNTING_MESSAGES.roundNotNeeded, 'RESOLUTION_STATUS');
    await tx
      .update(agResolutions)
      .set({ position: sql`${agResolutions.position} + 1` })
      .where(and(eq(agResolutions.ag_id, agId), gt(agResolutions.position, previous.position)));
    const [row] = await tx
      .insert(agResolutions)
      .values({
        ag_id: agId,
        position: previous.position + 1,
        title: previous.title,
        body: previous.body,
        kind: previous.kind,
        majority: previous.majority,
        secret: previous.secret,
        ...nextRoundChoices(previous, result),
        status: 'ouverte',
        opened_at: new Date(),
        round: previous.round + 1,
        previous_resolution_id: previous.id,
      })
      .returning();
    if (!row) throw new Error('next round not created');
    await recordAudit(tx, actor, {
      action: 'assembly.resolution-next-round',
      target: resolutionTarget(ag, row),
      changes: changedFields(
        {},
        {
          round: roundLabel(row.round),
          options: row.options,
          seats: row.seats,
          status: RESOLUTION_STATUS_LABELS[row.status],
        },
      ),
    });
    return presentResolution(row);
  });
}
