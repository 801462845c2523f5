import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AG_RULES, AG_STATUS_LABELS, type AgStatus, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import {
  canCloseAssembly,
  canOpenAssembly,
  canSignIn,
  DAY_RULES,
  type SignInInput,
  type SignInPage,
  type SignInQuery,
} from '../../../domain/assembly-day.ts';
import type { AssemblyFigures } from '../../../domain/assembly-resolutions.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { agResolutions, assembleesGenerales, presencesAg, users } from '../../db/schema.ts';
import { matchesEveryWord } from '../../db/text-search.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type Administrator, personLabel, recordChanges } from '../audit/record.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { lockAssembly } from './assembly-lock.ts';
import { assemblyFigures } from './figures.ts';
import { findAssembly } from './member-service.ts';
import { type AssemblyRow, assemblyLabel, presentAssemblySummary } from './presenters.ts';
import { openWaitingResolutions } from './resolutions.ts';
import { shuffleSecretBallots } from './secret-ballots.ts';
import { hasVote, hasVoteCondition } from './voters.ts';

/** A terminated assembly is read-only: its presences, votes and resolutions stand. */
function refuseIfFinal(assembly: { status: AgStatus }) {
  if (assembly.status === 'terminee') throw conflict(DAY_RULES.final, 'AG_STATUS');
}

type AssemblyRules = Awaited<ReturnType<typeof getAssociationSettings>>;

/** The columns that opening an assembly sets. */
export const openingColumns = () => ({ status: 'en_cours' as const, opened_at: new Date() });

/**
 * An assembly that votes only on the spec's two questions behaves as the spec's page does: its
 * opening opens them. Once the board writes its own resolutions, it opens each vote when the
 * agenda comes to it.
 */
async function votesOnSpecQuestionsOnly(tx: DbOrTx, agId: string): Promise<boolean> {
  const resolutions = await tx
    .select({ title: agResolutions.title, kind: agResolutions.kind })
    .from(agResolutions)
    .where(eq(agResolutions.ag_id, agId));
  return resolutions.every(
    (resolution) =>
      resolution.kind === 'approbation' && (VOTE_QUESTIONS as readonly string[]).includes(resolution.title),
  );
}

/**
 * The columns that closing an assembly sets: its figures are kept as they were that day (later
 * memberships must not change them), and every resolution still open is closed with it, its
 * secret ballots shuffled.
 */
export async function closingColumns(tx: DbOrTx, before: AssemblyRow, rules: AssemblyRules) {
  const closedAt = new Date();
  const figures = await assemblyFigures(tx, before, rules);
  const closed = await tx
    .update(agResolutions)
    .set({ status: 'close', closed_at: closedAt })
    .where(and(eq(agResolutions.ag_id, before.id), eq(agResolutions.status, 'ouverte')))
    .returning({ id: agResolutions.id, secret: agResolutions.secret });
  await shuffleSecretBallots(tx, closed);
  return { status: 'terminee' as const, closed_at: closedAt, closing_figures: figures };
}

/** The status change as the journal shows it. */
const auditedDay = (row: AssemblyRow) => ({
  status: AG_STATUS_LABELS[row.status],
  opened_at: row.opened_at,
  closed_at: row.closed_at,
});

async function changeDay(
  { db, config }: AppContext,
  { agId, action }: { agId: string; action: 'open' | 'close' },
  actor: Administrator,
) {
  const rules = await getAssociationSettings({ db, config });
  return db.transaction(async (tx) => {
    const before = await lockAssembly(tx, agId);
    refuseIfFinal(before);
    if (action === 'open' && !canOpenAssembly(before)) throw conflict(DAY_RULES.notComing, 'AG_STATUS');
    if (action === 'close' && !canCloseAssembly(before)) throw conflict(DAY_RULES.openFirst, 'AG_STATUS');
    const columns = action === 'open' ? openingColumns() : await closingColumns(tx, before, rules);
    const [row] = await tx
      .update(assembleesGenerales)
      .set(columns)
      .where(eq(assembleesGenerales.id, agId))
      .returning();
    if (!row) throw notFound(AG_RULES.notFound);
    if (action === 'open' && (await votesOnSpecQuestionsOnly(tx, agId)))
      await openWaitingResolutions(tx, row, actor);
    await recordChanges(tx, actor, {
      action: action === 'open' ? 'assembly.open' : 'assembly.close',
      target: { type: 'assembly', id: row.id, label: assemblyLabel(row) },
      before: auditedDay(before),
      after: auditedDay(row),
    });
    return presentAssemblySummary(row);
  });
}

export const openAssembly = (ctx: AppContext, { id: agId }: IdParams, actor: Administrator) =>
  changeDay(ctx, { agId, action: 'open' }, actor);

export const closeAssembly = (ctx: AppContext, { id: agId }: IdParams, actor: Administrator) =>
  changeDay(ctx, { agId, action: 'close' }, actor);

/** Live while the assembly is to come or held; once closed, the figures kept at its close. */
export async function getAssemblyFigures(
  { db, config }: AppContext,
  { id: agId }: IdParams,
): Promise<AssemblyFigures> {
  const assembly = await findAssembly(db, agId);
  if (assembly.closing_figures) return assembly.closing_figures;
  return assemblyFigures(db, assembly, await getAssociationSettings({ db, config }));
}

const givers = alias(presencesAg, 'givers');
const giverUsers = alias(users, 'giver_users');
const holderUsers = alias(users, 'holder_users');
const ofAssembly = sql.placeholder('agId');

/**
 * The members with a vote (each request's base, by the association's rule), each with what they
 * announced for the assembly (`agId`), when they signed in, and the proxies given and held.
 */
const signInSheetList = defineList({
  name: 'assembly_sign_in_sheet',
  rows: (db, filter, window) => {
    const heldNames = db
      .select({
        names: sql`array_agg(${giverUsers.prenom} || ' ' || ${giverUsers.nom} order by ${giverUsers.nom}, ${giverUsers.prenom})`,
      })
      .from(givers)
      .innerJoin(giverUsers, eq(giverUsers.id, givers.user_id))
      .where(and(eq(givers.ag_id, ofAssembly), eq(givers.procuration_user_id, users.id)));
    return db
      .select({
        user_id: users.id,
        prenom: users.prenom,
        nom: users.nom,
        email: users.email,
        announced: sql<boolean>`coalesce(${presencesAg.present}, false)`,
        signed_in_at: presencesAg.signed_in_at,
        proxy_to: { prenom: holderUsers.prenom, nom: holderUsers.nom },
        proxies_held: sql<string[]>`coalesce((${heldNames}), '{}')`,
      })
      .from(users)
      .leftJoin(presencesAg, and(eq(presencesAg.ag_id, ofAssembly), eq(presencesAg.user_id, users.id)))
      .leftJoin(holderUsers, eq(holderUsers.id, presencesAg.procuration_user_id))
      .where(filter)
      .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
      .limit(window.limit)
      .offset(window.offset);
  },
  table: users,
});

/** A page of the sign-in sheet: the members with a vote, by name, searched by name or email. */
export async function listSignInSheet(
  { db, config }: AppContext,
  { id, search, page, pageSize }: IdParams & SignInQuery,
): Promise<SignInPage> {
  const assembly = await findAssembly(db, id);
  const rules = await getAssociationSettings({ db, config });
  const { rows, ...total } = await signInSheetList.page(db, {
    base: hasVoteCondition({ rule: rules.ag_voters, assemblyDate: assembly.date }),
    filter: matchesEveryWord(sql`${users.search_text}`, search),
    page: { page, pageSize },
    values: { agId: assembly.id },
  });
  return {
    items: rows.map(({ proxy_to, signed_in_at, ...row }) => ({
      ...row,
      signed_in_at: signed_in_at?.toISOString() ?? null,
      proxy_to: proxy_to ? personLabel(proxy_to) : null,
    })),
    ...total,
    page,
    pageSize,
  };
}

/**
 * The sign-in sheet marks a member with a vote present on the day, with the time they arrived
 * (late arrivals show theirs), or takes the mark back. A member who came votes for themselves:
 * the proxy they had given is withdrawn.
 */
export async function setSignIn(
  { db, config }: AppContext,
  { agId, userId, present }: { agId: string; userId: string } & SignInInput,
  actor: Administrator,
) {
  const rules = await getAssociationSettings({ db, config });
  return db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, agId);
    refuseIfFinal(assembly);
    if (!canSignIn(assembly)) throw conflict(DAY_RULES.signInClosed, 'AG_STATUS');
    const [member] = await tx
      .select({ id: users.id, prenom: users.prenom, nom: users.nom })
      .from(users)
      .where(eq(users.id, userId));
    if (!member) throw notFound(AG_RULES.memberNotFound);
    if (!(await hasVote(tx, { rule: rules.ag_voters, assemblyDate: assembly.date }, userId)))
      throw conflict(DAY_RULES.notVoter, 'AG_STATUS');
    const [before] = await tx
      .select({ present: presencesAg.present, signed_in_at: presencesAg.signed_in_at })
      .from(presencesAg)
      .where(and(eq(presencesAg.ag_id, agId), eq(presencesAg.user_id, userId)))
      .for('update');
    // Marking present twice keeps the first arrival time.
    const values = present
      ? { present: true, signed_in_at: before?.signed_in_at ?? new Date(), procuration_user_id: null }
      : { present: false, signed_in_at: null };
    const [row] = await tx
      .insert(presencesAg)
      .values({ ag_id: agId, user_id: userId, ...values })
      .onConflictDoUpdate({ target: [presencesAg.ag_id, presencesAg.user_id], set: values })
      .returning({ signed_in_at: presencesAg.signed_in_at });
    if (!row) throw new Error('sign-in upsert returned nothing');
    await recordChanges(tx, actor, {
      action: 'assembly.sign-in',
      target: { type: 'assembly', id: agId, label: `${personLabel(member)}, ${assemblyLabel(assembly)}` },
      before: { signed_in_at: before?.signed_in_at ?? null },
      after: { signed_in_at: row.signed_in_at },
    });
    return { user_id: userId, signed_in_at: row.signed_in_at?.toISOString() ?? null };
  });
}
