import { and, count, desc, eq } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import type { AssemblyKindSettings } from '../../../domain/assembly-kinds.ts';
import {
  draftMinutes,
  firstLine,
  MINUTES_COMMENTS_QUOTED,
  MINUTES_MESSAGES,
  type MinutesFacts,
  minutesTitle,
} from '../../../domain/assembly-minutes.ts';
import type { Minutes, MinutesInput } from '../../../domain/assembly-minutes-schemas.ts';
import type { FieldError } from '../../../domain/errors.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assembleesGenerales, commentairesAg, documentsAg, presencesAg, users } from '../../db/schema.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import type { PdfFile } from '../../http/pdf.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { readLogoForPdf } from '../association/logo.ts';
import { type Administrator, personLabel, recordAudit, recordChanges } from '../audit/record.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { lockAssembly } from './assembly-lock.ts';
import { assemblyFigures, presenceCondition } from './figures.ts';
import { findAssembly } from './member-service.ts';
import { renderMinutesPdf } from './minutes-pdf.ts';
import { type AssemblyRow, assemblyLabel } from './presenters.ts';
import { listResolutionResults } from './results.ts';
import { countVoters } from './voters.ts';

type Person = { id: string; prenom: string; nom: string };

async function findPerson(db: DbOrTx, id: string | null): Promise<Person | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** The visible comments' count, and the latest ones' first lines. */
async function summariseComments(db: DbOrTx, agId: string): Promise<MinutesFacts['comments']> {
  const visible = and(eq(commentairesAg.ag_id, agId), eq(commentairesAg.modere, false));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(commentairesAg).where(visible),
    db
      .select({ prenom: users.prenom, nom: users.nom, commentaire: commentairesAg.commentaire })
      .from(commentairesAg)
      .innerJoin(users, eq(users.id, commentairesAg.user_id))
      .where(visible)
      .orderBy(desc(commentairesAg.created_at), desc(commentairesAg.id))
      .limit(MINUTES_COMMENTS_QUOTED),
  ]);
  return {
    total: total?.n ?? 0,
    quoted: rows.map((row) => ({ author: personLabel(row), first_line: firstLine(row.commentaire) })),
  };
}

/** The settings the minutes read: the association's identity, and the rules of the live figures. */
export type MinutesSettings = Pick<
  AssociationSettings,
  'name' | 'address' | 'ag_voters' | keyof AssemblyKindSettings
>;

/**
 * What the minutes are drafted from. The figures are those kept at the close, so that later
 * memberships do not change what was true that day; while the AG is held, the live ones.
 */
async function loadFacts(db: DbOrTx, ag: AssemblyRow, settings: MinutesSettings): Promise<MinutesFacts> {
  const figures =
    ag.closing_figures ?? (ag.status === 'a_venir' ? null : await assemblyFigures(db, ag, settings));
  const [results, comments] = await Promise.all([
    listResolutionResults(
      db,
      ag.id,
      figures?.voters ?? (await countVoters(db, { rule: settings.ag_voters, assemblyDate: ag.date })),
    ),
    summariseComments(db, ag.id),
  ]);
  return {
    association: { name: settings.name, address: settings.address },
    kind: ag.kind,
    date: ag.date.toISOString(),
    lieu: ag.lieu,
    lien_visio: ag.lien_visio,
    opened_at: ag.opened_at?.toISOString() ?? null,
    closed_at: ag.closed_at?.toISOString() ?? null,
    agenda: ag.ordre_du_jour,
    figures,
    results,
    comments,
  };
}

/** The latest minutes stored with the AG's documents: those stored when they were finalised. */
export async function findMinutesDocument(db: DbOrTx, agId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: documentsAg.id })
    .from(documentsAg)
    .where(and(eq(documentsAg.ag_id, agId), eq(documentsAg.type, 'proces_verbal')))
    .orderBy(desc(documentsAg.created_at), desc(documentsAg.id))
    .limit(1);
  return row?.id ?? null;
}

async function presentMinutes(ctx: AppContext, db: DbOrTx, ag: AssemblyRow): Promise<Minutes> {
  const settings = await getAssociationSettings(ctx);
  const [facts, chair, secretary, documentId] = await Promise.all([
    loadFacts(db, ag, settings),
    findPerson(db, ag.chair_id),
    findPerson(db, ag.secretary_id),
    ag.minutes_finalised_at ? findMinutesDocument(db, ag.id) : null,
  ]);
  return {
    facts,
    text: ag.minutes_text,
    chair,
    secretary,
    finalised_at: ag.minutes_finalised_at?.toISOString() ?? null,
    document_id: documentId,
    can_finalise: ag.status === 'terminee' && ag.minutes_finalised_at === null,
  };
}

export async function getMinutes(ctx: AppContext, { id: agId }: IdParams): Promise<Minutes> {
  return presentMinutes(ctx, ctx.db, await findAssembly(ctx.db, agId));
}

/** The assembly, locked while its minutes change; finalised minutes change no more. */
async function lockUnfinalised(tx: DbOrTx, agId: string): Promise<AssemblyRow> {
  const row = await lockAssembly(tx, agId);
  if (row.minutes_finalised_at) throw conflict(MINUTES_MESSAGES.finalised);
  return row;
}

/** The chair and the secretary are chosen among the members present at the AG. */
async function checkPresent(tx: DbOrTx, ag: AssemblyRow, input: MinutesInput) {
  const fields: FieldError[] = [];
  for (const path of ['chair_id', 'secretary_id'] as const) {
    const userId = input[path];
    if (userId === null) continue;
    const [presence] = await tx
      .select({ id: presencesAg.id })
      .from(presencesAg)
      .where(and(eq(presencesAg.ag_id, ag.id), eq(presencesAg.user_id, userId), presenceCondition(ag)));
    if (!presence) fields.push({ path, message: MINUTES_MESSAGES.notPresent });
  }
  if (fields.length > 0) throw invalidFields(fields);
}

const label = (person: Person | null) => (person ? personLabel(person) : null);
const target = (ag: AssemblyRow) => ({ type: 'assembly', id: ag.id, label: assemblyLabel(ag) });

/** The secretary saves the text and who chaired, as often as needed until the minutes are finalised. */
export async function saveMinutes(
  ctx: AppContext,
  { id: agId, ...input }: IdParams & MinutesInput,
  actor: Administrator,
): Promise<Minutes> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockUnfinalised(tx, agId);
    await checkPresent(tx, before, input);
    const [row] = await tx
      .update(assembleesGenerales)
      .set({ minutes_text: input.text, chair_id: input.chair_id, secretary_id: input.secretary_id })
      .where(eq(assembleesGenerales.id, agId))
      .returning();
    if (!row) throw notFound(AG_RULES.notFound);
    const [chairBefore, secretaryBefore, chair, secretary] = await Promise.all([
      findPerson(tx, before.chair_id),
      findPerson(tx, before.secretary_id),
      findPerson(tx, row.chair_id),
      findPerson(tx, row.secretary_id),
    ]);
    await recordChanges(tx, actor, {
      action: 'assembly.minutes-update',
      target: target(row),
      before: {
        minutes_text: before.minutes_text,
        chair: label(chairBefore),
        secretary: label(secretaryBefore),
      },
      after: { minutes_text: row.minutes_text, chair: label(chair), secretary: label(secretary) },
    });
    return presentMinutes(ctx, tx, row);
  });
}

/** The text as it stands: the saved one, or the draft until one is saved. */
async function minutesContent(
  { db, storage }: { db: DbOrTx; storage: FileStorage },
  ag: AssemblyRow,
  settings: MinutesSettings,
  signedOn: Date,
) {
  const [facts, chair, secretary, logo] = await Promise.all([
    loadFacts(db, ag, settings),
    findPerson(db, ag.chair_id),
    findPerson(db, ag.secretary_id),
    readLogoForPdf({ db, storage }),
  ]);
  const people = { chair: label(chair), secretary: label(secretary) };
  const text = ag.minutes_text ?? draftMinutes(facts, people, { includeComments: false });
  return {
    association: facts.association,
    title: minutesTitle(ag.kind, ag.date),
    text,
    ...people,
    signedOn,
    logo,
  };
}

const fileDay = (date: Date) => date.toISOString().slice(0, 10);

/** The PDF as it would be finalised now, or as it was finalised. */
export async function getMinutesPdf(ctx: AppContext, { id: agId }: IdParams): Promise<PdfFile> {
  const ag = await findAssembly(ctx.db, agId);
  const settings = await getAssociationSettings(ctx);
  const content = await minutesContent(ctx, ag, settings, ag.minutes_finalised_at ?? new Date());
  return {
    fileName: `proces-verbal-ag-${fileDay(ag.date)}.pdf`,
    content: await renderMinutesPdf({ ...content, isDraft: ag.minutes_finalised_at === null }),
  };
}

/**
 * Freezes the minutes of a terminated AG: their PDF is stored under `key` and joins the AG's
 * documents (members read it with the results), and the text stays as it is. The caller removes
 * the file if its transaction fails afterwards.
 */
export async function storeFinalMinutes(
  tx: DbOrTx,
  storage: FileStorage,
  { ag, settings, key }: { ag: AssemblyRow; settings: MinutesSettings; key: string },
): Promise<AssemblyRow> {
  const finalisedAt = new Date();
  const content = await minutesContent({ db: tx, storage }, ag, settings, finalisedAt);
  await storage.put(key, await renderMinutesPdf({ ...content, isDraft: false }), 'application/pdf');
  // The minutes are the AG's record: they join its documents even past AG_DOCUMENTS_MAX.
  await tx.insert(documentsAg).values({ ag_id: ag.id, type: 'proces_verbal', nom: content.title, url: key });
  const [row] = await tx
    .update(assembleesGenerales)
    .set({ minutes_text: content.text, minutes_finalised_at: finalisedAt })
    .where(eq(assembleesGenerales.id, ag.id))
    .returning();
  if (!row) throw notFound(AG_RULES.notFound);
  return row;
}

export const minutesKey = (agId: string) => `documents-ag/${agId}/proces_verbal_${Date.now()}.pdf`;

/** Once the AG is terminated, the minutes are finalised: neither the text nor the chair and secretary change afterwards. */
export async function finaliseMinutes(
  ctx: AppContext,
  { id: agId }: IdParams,
  actor: Administrator,
): Promise<Minutes> {
  const key = minutesKey(agId);
  const settings = await getAssociationSettings(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const ag = await lockUnfinalised(tx, agId);
      if (ag.status !== 'terminee') throw conflict(MINUTES_MESSAGES.notTerminated);
      const row = await storeFinalMinutes(tx, ctx.storage, { ag, settings, key });
      await recordAudit(tx, actor, {
        action: 'assembly.minutes-finalise',
        target: target(row),
        changes: {
          minutes_finalised_at: { before: null, after: row.minutes_finalised_at?.toISOString() ?? null },
        },
      });
      return presentMinutes(ctx, tx, row);
    });
  } catch (error) {
    // Nothing is stored when the AG was refused before its PDF was written: removing is harmless.
    await ctx.storage.remove(key);
    throw error;
  }
}
