import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { AG_RULES, type AgStatus, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { DEFAULT_KIND_RULES } from '../../../domain/assembly-kinds.ts';
import { canEditResolution, canRunVotes } from '../../../domain/assembly-permissions.ts';
import {
  MAJORITY_RULE_LABELS,
  type MajorityRule,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_STATUS_LABELS,
  type ResolutionStatus,
} from '../../../domain/assembly-resolutions.ts';
import {
  RESOLUTION_RULES,
  type Resolution,
  type ResolutionInput,
} from '../../../domain/assembly-resolutions-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agResolutions, assembleesGenerales } from '../../db/schema.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { lockAssembly } from './assembly-lock.ts';
import { type AssemblyRow, assemblyLabel } from './presenters.ts';
import { shuffleSecretBallots } from './secret-ballots.ts';

/** One resolution of one AG: the path's `:id` and `:resolutionId`. */
export type ResolutionIds = { agId: string; resolutionId: string };

/** The spec's questions follow their assembly: open while it is held, closed once it is over. */
const DEFAULT_RESOLUTION_STATUS: Record<AgStatus, ResolutionStatus> = {
  a_venir: 'en_attente',
  en_cours: 'ouverte',
  terminee: 'close',
};

/**
 * A new assembly starts with the spec's two approval questions, so that its page stays the spec's
 * until the board writes others; they take the majority of the assembly's kind.
 */
export async function insertDefaultResolutions(
  tx: DbOrTx,
  agId: string,
  agStatus: AgStatus,
  majority: MajorityRule = DEFAULT_KIND_RULES.ordinaire.majority,
) {
  const status = DEFAULT_RESOLUTION_STATUS[agStatus];
  return tx
    .insert(agResolutions)
    .values(
      VOTE_QUESTIONS.map((title, index) => ({ ag_id: agId, position: index + 1, title, status, majority })),
    )
    .returning({ id: agResolutions.id, title: agResolutions.title });
}

type ResolutionRow = typeof agResolutions.$inferSelect;

export const presentResolution = (row: ResolutionRow): Resolution => ({
  id: row.id,
  position: row.position,
  title: row.title,
  body: row.body,
  kind: row.kind,
  majority: row.majority,
  secret: row.secret,
  options: row.options,
  seats: row.seats,
  status: row.status,
  round: row.round,
  previous_resolution_id: row.previous_resolution_id,
});

export function listResolutionRows(db: DbOrTx, agId: string) {
  return db
    .select()
    .from(agResolutions)
    .where(eq(agResolutions.ag_id, agId))
    .orderBy(asc(agResolutions.position), asc(agResolutions.created_at));
}

/**
 * The AG, locked while its resolutions change: a change and the AG's own opening or closing
 * come one after the other. A finished AG is final.
 */
async function lockOpenAssembly(tx: DbOrTx, agId: string): Promise<AssemblyRow> {
  const row = await lockAssembly(tx, agId);
  if (row.status === 'terminee') throw conflict(AG_RULES.finished, 'AG_STATUS');
  return row;
}

export async function lockResolution(tx: DbOrTx, agId: string, resolutionId: string): Promise<ResolutionRow> {
  const [row] = await tx
    .select()
    .from(agResolutions)
    .where(and(eq(agResolutions.id, resolutionId), eq(agResolutions.ag_id, agId)))
    .for('update');
  if (!row) throw notFound(RESOLUTION_RULES.notFound);
  return row;
}

/** A resolution's fields as the journal shows them, in words. */
const audited = (row: Omit<ResolutionRow, 'id' | 'ag_id' | 'created_at'>) => ({
  title: row.title,
  body: row.body,
  kind: RESOLUTION_KIND_LABELS[row.kind],
  majority: MAJORITY_RULE_LABELS[row.majority],
  ballot: row.secret ? 'Secret' : 'Public',
  options: row.options,
  seats: row.seats,
  status: RESOLUTION_STATUS_LABELS[row.status],
});
export const resolutionTarget = (
  ag: Pick<AssemblyRow, 'date'>,
  row: Pick<ResolutionRow, 'id' | 'title'>,
) => ({
  type: 'assembly-resolution',
  id: row.id,
  label: `${row.title} (${assemblyLabel(ag)})`,
});

export async function listResolutions({ db }: AppContext, { id: agId }: IdParams): Promise<Resolution[]> {
  const [ag] = await db
    .select({ id: assembleesGenerales.id })
    .from(assembleesGenerales)
    .where(eq(assembleesGenerales.id, agId));
  if (!ag) throw notFound(AG_RULES.notFound);
  return (await listResolutionRows(db, agId)).map(presentResolution);
}

/** Added last; while the AG is held, as an amendment waiting for its vote. */
export async function createResolution(
  { db }: AppContext,
  { id: agId, ...input }: IdParams & ResolutionInput,
  actor: Administrator,
): Promise<Resolution> {
  return db.transaction(async (tx) => {
    const ag = await lockOpenAssembly(tx, agId);
    if (!canEditResolution(ag)) throw conflict(AG_RULES.finished, 'AG_STATUS');
    const [last] = await tx
      .select({ position: max(agResolutions.position) })
      .from(agResolutions)
      .where(eq(agResolutions.ag_id, agId));
    const [row] = await tx
      .insert(agResolutions)
      .values({ ag_id: agId, position: (last?.position ?? 0) + 1, ...input })
      .returning();
    if (!row) throw new Error('resolution not created');
    await recordAudit(tx, actor, {
      action: 'assembly.resolution-create',
      target: resolutionTarget(ag, row),
      changes: changedFields({}, audited(row)),
    });
    return presentResolution(row);
  });
}

async function lockEditable(tx: DbOrTx, agId: string, resolutionId: string) {
  const ag = await lockOpenAssembly(tx, agId);
  const before = await lockResolution(tx, agId, resolutionId);
  if (!canEditResolution(ag, before)) throw conflict(RESOLUTION_RULES.locked, 'RESOLUTION_STATUS');
  return { ag, before };
}

export async function updateResolution(
  { db }: AppContext,
  { agId, resolutionId, ...input }: ResolutionIds & ResolutionInput,
  actor: Administrator,
): Promise<Resolution> {
  return db.transaction(async (tx) => {
    const { ag, before } = await lockEditable(tx, agId, resolutionId);
    const [row] = await tx
      .update(agResolutions)
      .set(input)
      .where(eq(agResolutions.id, resolutionId))
      .returning();
    if (!row) throw notFound(RESOLUTION_RULES.notFound);
    await recordChanges(tx, actor, {
      action: 'assembly.resolution-update',
      target: resolutionTarget(ag, row),
      before: audited(before),
      after: audited(row),
    });
    return presentResolution(row);
  });
}

export async function deleteResolution(
  { db }: AppContext,
  { agId, resolutionId }: ResolutionIds,
  actor: Administrator,
) {
  await db.transaction(async (tx) => {
    const { ag, before } = await lockEditable(tx, agId, resolutionId);
    await tx.delete(agResolutions).where(eq(agResolutions.id, resolutionId));
    await recordAudit(tx, actor, {
      action: 'assembly.resolution-delete',
      target: resolutionTarget(ag, before),
      changes: removedFields(audited(before)),
    });
  });
}

/** The new order names every resolution of the AG once; positions follow it from 1. */
export async function reorderResolutions(
  { db }: AppContext,
  { id: agId, ids }: IdParams & { ids: string[] },
  actor: Administrator,
): Promise<Resolution[]> {
  return db.transaction(async (tx) => {
    const ag = await lockOpenAssembly(tx, agId);
    const before = await listResolutionRows(tx, agId);
    const known = new Set(before.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw invalidFields([{ path: 'ids', message: RESOLUTION_RULES.order }]);
    }
    await tx
      .update(agResolutions)
      .set({
        position: sql`array_position(array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[], ${agResolutions.id})`,
      })
      .where(eq(agResolutions.ag_id, agId));
    const after = await listResolutionRows(tx, agId);
    await recordChanges(tx, actor, {
      action: 'assembly.resolution-reorder',
      target: { type: 'assembly', id: agId, label: assemblyLabel(ag) },
      before: { resolutions: before.map((row) => row.title) },
      after: { resolutions: after.map((row) => row.title) },
    });
    return after.map(presentResolution);
  });
}

const TRANSITIONS = {
  open: {
    from: 'en_attente',
    to: 'ouverte',
    refused: RESOLUTION_RULES.notWaiting,
    action: 'assembly.resolution-open',
  },
  close: {
    from: 'ouverte',
    to: 'close',
    refused: RESOLUTION_RULES.notOpen,
    action: 'assembly.resolution-close',
  },
} as const;
export type ResolutionTransition = keyof typeof TRANSITIONS;

/**
 * Opens or closes the vote of the given resolutions (all those that can move when none is given)
 * while the AG is held; each change is journalled. The vote's row lock keeps a ballot being cast
 * and the close in order: a ballot counts only if it came in before. A secret vote's ballots are
 * shuffled as it closes.
 */
async function moveResolutions(
  tx: DbOrTx,
  ag: AssemblyRow,
  transition: ResolutionTransition,
  actor: Administrator,
  resolutionIds?: string[],
) {
  const { from, to, action } = TRANSITIONS[transition];
  const now = new Date();
  const stamp = to === 'ouverte' ? { opened_at: now } : { closed_at: now };
  const rows = await tx
    .update(agResolutions)
    .set({ status: to, ...stamp })
    .where(
      and(
        eq(agResolutions.ag_id, ag.id),
        eq(agResolutions.status, from),
        resolutionIds ? inArray(agResolutions.id, resolutionIds) : undefined,
      ),
    )
    .returning();
  if (to === 'close') await shuffleSecretBallots(tx, rows);
  for (const row of rows) {
    await recordAudit(tx, actor, {
      action,
      target: resolutionTarget(ag, row),
      changes: changedFields(
        { status: RESOLUTION_STATUS_LABELS[from] },
        { status: RESOLUTION_STATUS_LABELS[to] },
      ),
    });
  }
  return rows;
}

async function lockHeldAssembly(tx: DbOrTx, agId: string) {
  const ag = await lockOpenAssembly(tx, agId);
  if (!canRunVotes(ag)) throw conflict(RESOLUTION_RULES.notHeld, 'AG_STATUS');
  return ag;
}

export async function moveResolution(
  { db }: AppContext,
  { agId, resolutionId, transition }: ResolutionIds & { transition: ResolutionTransition },
  actor: Administrator,
): Promise<Resolution> {
  return db.transaction(async (tx) => {
    const ag = await lockHeldAssembly(tx, agId);
    const before = await lockResolution(tx, agId, resolutionId);
    const [row] = await moveResolutions(tx, ag, transition, actor, [before.id]);
    if (!row) throw conflict(TRANSITIONS[transition].refused, 'RESOLUTION_STATUS');
    return presentResolution(row);
  });
}

/** Every resolution waiting (open-all) or open (close-all) moves at once. */
export async function moveAllResolutions(
  { db }: AppContext,
  { id: agId, transition }: IdParams & { transition: ResolutionTransition },
  actor: Administrator,
): Promise<Resolution[]> {
  return db.transaction(async (tx) => {
    const ag = await lockHeldAssembly(tx, agId);
    await moveResolutions(tx, ag, transition, actor);
    return (await listResolutionRows(tx, agId)).map(presentResolution);
  });
}

/**
 * Opens every vote still waiting, within the caller's transaction (the AG locked, being opened):
 * the spec's page has no vote to open one by one, so its « En cours » opens them all.
 */
export const openWaitingResolutions = (tx: DbOrTx, ag: AssemblyRow, actor: Administrator) =>
  moveResolutions(tx, ag, 'open', actor);
