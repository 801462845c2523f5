import { isDeepStrictEqual } from 'node:util';
import { count, desc, eq } from 'drizzle-orm';
import { AG_RULES, AG_STATUS_LABELS } from '../../../domain/assemblies.ts';
import type {
  AdminAssembly,
  AssemblyInput,
  AssemblySummary,
  ParticipantPage,
} from '../../../domain/assemblies-schemas.ts';
import { DAY_RULES, planAssemblyTransition } from '../../../domain/assembly-day.ts';
import { ASSEMBLY_KIND_LABELS, rulesOfKind } from '../../../domain/assembly-kinds.ts';
import { canDeleteAssembly } from '../../../domain/assembly-permissions.ts';
import { deOrElision } from '../../../domain/french.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { Page, PageQuery } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { assembleesGenerales, commentairesAg, documentsAg, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  personLabel,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { lockAssembly } from './assembly-lock.ts';
import { closingColumns, openingColumns } from './day.ts';
import { tallyAssembly } from './exports.ts';
import { changeAssemblyKind } from './kinds.ts';
import { findAssembly } from './member-service.ts';
import {
  type AssemblyRow,
  assemblyLabel,
  listDocuments,
  listParticipantPage,
  presentAssemblySummary,
} from './presenters.ts';
import { insertDefaultResolutions, openWaitingResolutions } from './resolutions.ts';
import { getAssemblyResults } from './results.ts';

export const assembliesList = defineList({
  name: 'assemblies',
  rows: (db, _filter, window) =>
    db
      .select()
      .from(assembleesGenerales)
      .orderBy(desc(assembleesGenerales.date), desc(assembleesGenerales.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db) => db.select({ total: count() }).from(assembleesGenerales),
});

/**
 * A page of AGs, the latest first, as their cards show them: one query for the page, whatever
 * the number of AGs; what each AG holds is loaded when the administrator opens it.
 */
export async function listAssembliesForAdmin(
  { db }: AppContext,
  { page, pageSize }: PageQuery,
): Promise<Page<AssemblySummary>> {
  const { rows, total } = await assembliesList.page(db, { page: { page, pageSize } });
  return { items: rows.map(presentAssemblySummary), total, page, pageSize };
}

/** The AG an administrator opens: its documents and the tally of its presences and votes. */
export async function getAssemblyForAdmin(ctx: AppContext, { id: agId }: IdParams): Promise<AdminAssembly> {
  const { db } = ctx;
  const row = await findAssembly(db, agId);
  const [documents, tally, results, settings] = await Promise.all([
    listDocuments(db, agId),
    tallyAssembly(db, agId),
    getAssemblyResults(ctx, row),
    getAssociationSettings(ctx),
  ]);
  const kind_majority = rulesOfKind(settings, row.kind).majority;
  return { ...presentAssemblySummary(row), documents, tally, results, kind_majority };
}

/** A page of an AG's presences and proxies, by email: every member may answer. */
export async function listAssemblyParticipants(
  { db }: AppContext,
  { id, page, pageSize }: IdParams & PageQuery,
): Promise<ParticipantPage> {
  await findAssembly(db, id);
  return listParticipantPage(db, id, { page, pageSize });
}

const toColumns = (input: AssemblyInput) => ({
  date: new Date(input.date),
  lieu: input.lieu,
  lien_visio: input.lien_visio,
  ordre_du_jour: input.ordre_du_jour,
  status: input.status,
  kind: input.kind,
});

/** An AG's fields as the journal shows them: its status in words. */
const audited = (
  row: Pick<AssemblyRow, 'date' | 'lieu' | 'lien_visio' | 'ordre_du_jour' | 'status' | 'kind'>,
) => ({
  assembly_kind: ASSEMBLY_KIND_LABELS[row.kind],
  date: row.date,
  lieu: row.lieu,
  lien_visio: row.lien_visio,
  ordre_du_jour: row.ordre_du_jour,
  status: AG_STATUS_LABELS[row.status],
});
const assemblyTarget = (row: AssemblyRow) => ({ type: 'assembly', id: row.id, label: assemblyLabel(row) });

export async function createAssembly(ctx: AppContext, input: AssemblyInput, actor: Administrator) {
  const settings = await getAssociationSettings(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(assembleesGenerales).values(toColumns(input)).returning();
    if (!row) throw new Error('assembly not created');
    await insertDefaultResolutions(tx, row.id, row.status, rulesOfKind(settings, row.kind).majority);
    await recordAudit(tx, actor, {
      action: 'assembly.create',
      target: assemblyTarget(row),
      changes: changedFields({}, audited(row)),
    });
    return presentAssemblySummary(row);
  });
}

/**
 * The spec sets the status by hand; it now follows the assembly's day: to come, held, terminated,
 * and changing it opens or closes the assembly as the day's buttons do. A terminated assembly is
 * final: saving it unchanged is accepted, changing anything is refused.
 */
export async function updateAssembly(
  ctx: AppContext,
  { id: agId, ...input }: IdParams & AssemblyInput,
  actor: Administrator,
) {
  const rules = await getAssociationSettings(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockAssembly(tx, agId);
    const columns = toColumns(input);
    const plan = planAssemblyTransition(before.status, columns.status);
    if ('refusal' in plan) throw conflict(plan.refusal, 'AG_STATUS');
    if (before.status === 'terminee' && !isDeepStrictEqual(audited(before), audited(columns)))
      throw conflict(DAY_RULES.final, 'AG_STATUS');
    await changeAssemblyKind(tx, before, columns.kind, rules);
    const day =
      plan.transition === 'open'
        ? openingColumns()
        : plan.transition === 'close'
          ? await closingColumns(tx, before, rules)
          : {};
    const [row] = await tx
      .update(assembleesGenerales)
      .set({ ...columns, ...day })
      .where(eq(assembleesGenerales.id, agId))
      .returning();
    if (!row) throw notFound(AG_RULES.notFound);
    // The spec's status is its only way to open the votes: « En cours » opens those still waiting.
    if (plan.transition === 'open') await openWaitingResolutions(tx, row, actor);
    await recordChanges(tx, actor, {
      action: 'assembly.update',
      target: assemblyTarget(row),
      before: audited(before),
      after: audited(row),
    });
    return presentAssemblySummary(row);
  });
}

/**
 * Presences, votes, comments and documents go with it (cascade); then its files. A terminated
 * assembly is kept: its votes, figures and minutes are the record of what it decided.
 */
export async function deleteAssembly(
  { db, storage }: AppContext,
  { id: agId }: IdParams,
  actor: Administrator,
) {
  const files = await db.transaction(async (tx) => {
    // Locked: the assembly cannot be closed between this check and its deletion.
    if (!canDeleteAssembly(await lockAssembly(tx, agId))) throw conflict(AG_RULES.kept, 'AG_STATUS');
    const documents = await tx
      .select({ url: documentsAg.url })
      .from(documentsAg)
      .where(eq(documentsAg.ag_id, agId));
    const [deleted] = await tx
      .delete(assembleesGenerales)
      .where(eq(assembleesGenerales.id, agId))
      .returning();
    if (!deleted) throw notFound(AG_RULES.notFound);
    await recordAudit(tx, actor, {
      action: 'assembly.delete',
      target: assemblyTarget(deleted),
      changes: removedFields(audited(deleted)),
    });
    return documents.map((document) => document.url);
  });
  for (const key of files) await storage.remove(key);
}

/** Hiding a comment, or showing it again, is journaled with its author and its AG. */
export async function moderateComment(
  { db }: AppContext,
  { commentId, modere }: { commentId: string; modere: boolean },
  actor: Administrator,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        modere: commentairesAg.modere,
        author: { prenom: users.prenom, nom: users.nom },
        ag: { date: assembleesGenerales.date },
      })
      .from(commentairesAg)
      .innerJoin(users, eq(users.id, commentairesAg.user_id))
      .innerJoin(assembleesGenerales, eq(assembleesGenerales.id, commentairesAg.ag_id))
      .where(eq(commentairesAg.id, commentId))
      .for('update', { of: commentairesAg });
    if (!before) throw notFound(AG_RULES.commentNotFound);
    const [row] = await tx
      .update(commentairesAg)
      .set({ modere })
      .where(eq(commentairesAg.id, commentId))
      .returning({ id: commentairesAg.id, modere: commentairesAg.modere });
    if (!row) throw notFound(AG_RULES.commentNotFound);
    await recordChanges(tx, actor, {
      action: 'assembly.comment-moderate',
      target: {
        type: 'assembly-comment',
        id: commentId,
        label: `Commentaire ${deOrElision(personLabel(before.author))}, ${assemblyLabel(before.ag)}`,
      },
      before: { modere: before.modere },
      after: { modere: row.modere },
    });
    return row;
  });
}
