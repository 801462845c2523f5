import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { canMoveDossierStep } from '../../../domain/dossier-permissions.ts';
import {
  DOSSIER_AT_FIRST_STEP,
  DOSSIER_AT_LAST_STEP,
  DOSSIER_CHANGED,
  DOSSIER_DUPLICATE,
  DOSSIER_NOT_FOUND,
  DOSSIER_STEP_FORBIDDEN,
  type DossierDirection,
  type DossierStepEntry,
  dossierReferencePrefix,
  stepAfter,
} from '../../../domain/dossiers.ts';
import type {
  CreateDossierInput,
  Dossier,
  DossierPage,
  DossierSteps,
  ListDossiersQuery,
} from '../../../domain/dossiers-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { dossiers, users } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { type Administrator, recordAudit, removedFields } from '../audit/record.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { dossierCreatedMail } from './mails.ts';

const columns = {
  id: dossiers.id,
  nom: dossiers.nom,
  description: dossiers.description,
  statut: dossiers.statut,
  user_id: dossiers.user_id,
  owner_prenom: users.prenom,
  owner_nom: users.nom,
  date_creation: dossiers.date_creation,
  date_modification: dossiers.date_modification,
  etapes_count: sql<number>`jsonb_array_length(${dossiers.etapes})`.mapWith(Number),
};

type DossierRow = Omit<typeof dossiers.$inferSelect, 'etapes'> & {
  owner_prenom: string | null;
  owner_nom: string | null;
  etapes_count: number;
};

const present = (row: DossierRow): Dossier => ({
  id: row.id,
  nom: row.nom,
  description: row.description,
  statut: row.statut,
  user_id: row.user_id,
  owner: row.owner_prenom === null ? null : { prenom: row.owner_prenom, nom: row.owner_nom ?? '' },
  date_creation: row.date_creation.toISOString(),
  date_modification: row.date_modification.toISOString(),
  etapes_count: row.etapes_count,
});

export const dossiersList = defineList({
  name: 'dossiers',
  rows: (db, filter, window) =>
    db
      .select(columns)
      .from(dossiers)
      .leftJoin(users, eq(users.id, dossiers.user_id))
      .where(filter)
      .orderBy(desc(dossiers.date_modification), desc(dossiers.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(dossiers).where(filter),
});

/**
 * Every dossier is listed to every member, last modified first (spec section 9), one page at a
 * time, holding every word typed in the reference or the notes, case and accents aside.
 */
export async function listDossiers(
  { db }: AppContext,
  { search, page, pageSize }: ListDossiersQuery,
): Promise<DossierPage> {
  // dossiers_search_trgm_idx indexes these very words.
  const filter = matchesEveryWord(searchedWords(dossiers.nom, dossiers.description), search);
  const { rows, total } = await dossiersList.page(db, { filter, page: { page, pageSize } });
  return { items: rows.map(present), total, page, pageSize };
}

/** The dated steps of one dossier, oldest first, read when a member unfolds its history. */
export async function getDossierSteps({ db }: AppContext, { id }: IdParams): Promise<DossierSteps> {
  const [row] = await db.select({ etapes: dossiers.etapes }).from(dossiers).where(eq(dossiers.id, id));
  if (!row) throw notFound(DOSSIER_NOT_FOUND);
  return { etapes: row.etapes };
}

async function getDossier({ db }: AppContext, id: string): Promise<Dossier> {
  const [row] = await db
    .select(columns)
    .from(dossiers)
    .leftJoin(users, eq(users.id, dossiers.user_id))
    .where(eq(dossiers.id, id));
  if (!row) throw notFound(DOSSIER_NOT_FOUND);
  return present(row);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * The server builds the reference from the configured initials, so nobody can file a dossier
 * under another prefix. The history starts with the initial step.
 */
export async function createDossier(
  ctx: AppContext,
  input: CreateDossierInput,
  creator: SessionUser,
): Promise<Dossier> {
  // Read before the transaction, which then holds its connection for less time.
  const settings = await getAssociationSettings(ctx);
  const nom = `${dossierReferencePrefix(settings.initials)}${input.suffixe}`;
  const now = new Date();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dossiers)
        .values({
          nom,
          description: input.description,
          statut: input.statut,
          user_id: creator.id,
          date_creation: now,
          date_modification: now,
          etapes: [{ type: input.statut, date: now.toISOString() }],
        })
        .onConflictDoNothing({ target: dossiers.nom })
        .returning({ id: dossiers.id });
      if (!row) throw conflict(DOSSIER_DUPLICATE);
      const sender = { associationName: settings.name };
      await enqueueMail(
        tx,
        dossierCreatedMail(sender, creator, { reference: nom, url: `${ctx.config.publicUrl}/dossiers` }),
      );
      return row.id;
    });
    return getDossier(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOSSIER_DUPLICATE);
    throw error;
  }
}

/**
 * One step back or forward, by the owner or an admin. The update is conditional on the step the
 * move was computed from, so two simultaneous clicks cannot skip a step or pass an end. An
 * administrator's move is journaled, whoever owns the dossier.
 */
export async function moveDossier(
  ctx: AppContext,
  { dossierId: id, direction }: { dossierId: string; direction: DossierDirection },
  mover: SessionUser,
): Promise<Dossier> {
  const current = await getDossier(ctx, id);
  if (!canMoveDossierStep(mover, current)) {
    throw forbidden(DOSSIER_STEP_FORBIDDEN);
  }
  const next = stepAfter(current.statut, direction);
  if (!next) throw conflict(direction === 'next' ? DOSSIER_AT_LAST_STEP : DOSSIER_AT_FIRST_STEP);
  const now = new Date();
  const entry: DossierStepEntry = { type: next, date: now.toISOString() };
  await ctx.db.transaction(async (tx) => {
    const moved = await tx
      .update(dossiers)
      .set({
        statut: next,
        date_modification: now,
        etapes: sql`${dossiers.etapes} || ${JSON.stringify([entry])}::jsonb`,
      })
      .where(and(eq(dossiers.id, id), eq(dossiers.statut, current.statut)))
      .returning({ id: dossiers.id });
    if (moved.length === 0) throw conflict(DOSSIER_CHANGED);
    if (mover.role !== 'admin') return;
    await recordAudit(tx, mover, {
      action: 'dossier.step',
      target: { type: 'dossier', id, label: current.nom },
      changes: { statut: { before: current.statut, after: next } },
    });
  });
  return getDossier(ctx, id);
}

export async function deleteDossier(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(dossiers).where(eq(dossiers.id, id)).returning();
    if (!row) throw notFound(DOSSIER_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'dossier.delete',
      target: { type: 'dossier', id, label: row.nom },
      changes: removedFields({ description: row.description, statut: row.statut }),
    });
  });
}
