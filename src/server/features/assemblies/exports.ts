import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VOTE_LABELS, VOTE_VALUES, type VoteValue } from '../../../domain/assemblies.ts';
import type { Tally } from '../../../domain/assemblies-schemas.ts';
import { countingText, titleWithRound } from '../../../domain/assembly-counting.ts';
import { canShowCounts } from '../../../domain/assembly-permissions.ts';
import {
  MAJORITY_RULE_LABELS,
  RESOLUTION_OUTCOME_LABELS,
  RESOLUTION_STATUS_LABELS,
  type ResolutionResult,
} from '../../../domain/assembly-resolutions.ts';
import { deOrElision } from '../../../domain/french.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agResolutions, agSecretBallots, presencesAg, users, votesAg } from '../../db/schema.ts';
import { excelCsv } from '../../http/excel-csv.ts';
import { listHandCounts } from './hand-counts.ts';
import { findAssembly } from './member-service.ts';
import { listAllParticipants } from './presenters.ts';
import { getAssemblyResults } from './results.ts';

export type CsvFile = { fileName: string; content: string };

const fullName = (person: { prenom: string; nom: string }) => `${person.prenom} ${person.nom}`;

export async function exportPresences({ db }: AppContext, { id: agId }: IdParams): Promise<CsvFile> {
  await findAssembly(db, agId);
  const participants = await listAllParticipants(db, agId);
  const rows = participants.map((p) => [
    p.email,
    fullName(p),
    p.present ? 'Oui' : 'Non',
    p.proxy_holder ?? '',
  ]);
  return {
    fileName: `presences_ag_${agId}.csv`,
    content: excelCsv(['Email', 'Nom', 'Présent', 'Procuration'], rows),
  };
}

const proxyHolders = alias(users, 'proxy_holders');

/**
 * Public votes only: a secret ballot's voters are never named, so whether it came by proxy is
 * not told either (its marks keep who cast it, never beside the ballot).
 */
function listVotes(db: DbOrTx, agId: string) {
  return db
    .select({
      email: users.email,
      prenom: users.prenom,
      nom: users.nom,
      question: agResolutions.title,
      round: agResolutions.round,
      vote: votesAg.vote,
      choices: votesAg.choices,
      holder: { prenom: proxyHolders.prenom, nom: proxyHolders.nom },
    })
    .from(votesAg)
    .innerJoin(agResolutions, eq(agResolutions.id, votesAg.resolution_id))
    .innerJoin(users, eq(users.id, votesAg.user_id))
    .leftJoin(proxyHolders, eq(proxyHolders.id, votesAg.cast_by))
    .where(and(eq(votesAg.ag_id, agId), eq(agResolutions.secret, false)))
    .orderBy(asc(users.email), asc(votesAg.question), asc(agResolutions.round));
}

export async function exportVotes({ db }: AppContext, { id: agId }: IdParams): Promise<CsvFile> {
  await findAssembly(db, agId);
  const votes = await listVotes(db, agId);
  const rows = votes.map((v) => [
    v.email,
    fullName(v),
    titleWithRound(v.question, v.round),
    v.vote ? VOTE_LABELS[v.vote] : v.choices.join(', '),
    v.holder ? `Par procuration ${deOrElision(fullName(v.holder))}` : '',
  ]);
  return {
    fileName: `votes_ag_${agId}.csv`,
    content: excelCsv(['Email', 'Nom', 'Question', 'Vote', 'Procuration'], rows),
  };
}

/**
 * An approval resolution's answers, public and secret ballots alike; a secret vote still open is
 * left out, its counts come when it closes.
 */
async function approvalCounts(db: DbOrTx, agId: string) {
  const answers = (table: typeof votesAg | typeof agSecretBallots) =>
    db
      .select({ resolution_id: table.resolution_id, vote: table.vote, count: count() })
      .from(table)
      .innerJoin(agResolutions, eq(agResolutions.id, table.resolution_id))
      .where(and(eq(agResolutions.ag_id, agId), isNotNull(table.vote)))
      .groupBy(table.resolution_id, table.vote);
  const [resolutions, publicVotes, secretVotes] = await Promise.all([
    db
      .select({
        id: agResolutions.id,
        title: agResolutions.title,
        secret: agResolutions.secret,
        status: agResolutions.status,
        round: agResolutions.round,
      })
      .from(agResolutions)
      .where(and(eq(agResolutions.ag_id, agId), eq(agResolutions.kind, 'approbation')))
      .orderBy(asc(agResolutions.position)),
    answers(votesAg),
    answers(agSecretBallots),
  ]);
  const hands = await listHandCounts(
    db,
    resolutions.map((resolution) => resolution.id),
  );
  return resolutions.filter(canShowCounts).map(({ id, title, round }) => {
    const counts = Object.fromEntries(VOTE_VALUES.map((value) => [value, 0])) as Record<VoteValue, number>;
    for (const row of [...publicVotes, ...secretVotes]) {
      if (row.resolution_id === id && row.vote) counts[row.vote] += Number(row.count);
    }
    const hand = hands.get(id);
    for (const value of VOTE_VALUES) counts[value] += hand?.[value] ?? 0;
    return { question: titleWithRound(title, round), ...counts };
  });
}

/**
 * The result the board reads out: counts per approval resolution and answer, present members and
 * proxies given, counted by the database whatever the number of members who answered.
 */
export async function tallyAssembly(db: DbOrTx, agId: string): Promise<Tally> {
  const [questions, [presences]] = await Promise.all([
    approvalCounts(db, agId),
    db
      .select({
        present: sql<number>`count(*) filter (where ${presencesAg.present})`.mapWith(Number),
        proxies:
          sql<number>`count(*) filter (where not ${presencesAg.present} and ${presencesAg.procuration_user_id} is not null)`.mapWith(
            Number,
          ),
      })
      .from(presencesAg)
      .where(eq(presencesAg.ag_id, agId)),
  ]);
  return { present: presences?.present ?? 0, proxies: presences?.proxies ?? 0, questions };
}

/** What each answer, option or candidate brought: « Élu(e) », « Retenue », « Ex aequo ». */
function optionOutcome(result: ResolutionResult, option: string): string {
  if (result.tied.includes(option)) return 'Ex aequo';
  if (!result.chosen.includes(option)) return '';
  return result.kind === 'election' ? 'Élu(e)' : 'Retenue';
}

/** A count as the export writes it: blank while a secret vote is open. */
const countCell = (count: number | null | undefined) => (count == null ? '' : String(count));

/**
 * Each resolution's counts, one line per answer, option or candidate, and its outcome once its
 * vote is closed. Counts only: a secret ballot's voters are never named, here or anywhere, and
 * its counts are blank until its vote closes.
 */
export async function exportResults(ctx: AppContext, { id: agId }: IdParams): Promise<CsvFile> {
  const ag = await findAssembly(ctx.db, agId);
  const results = await getAssemblyResults(ctx, ag);
  const rows = results.flatMap((result) => {
    const head = [
      String(result.position),
      titleWithRound(result.title, result.round),
      result.secret ? 'Secret' : 'Public',
      MAJORITY_RULE_LABELS[result.majority],
      RESOLUTION_STATUS_LABELS[result.status],
      String(result.votes_cast),
      countingText(result),
    ];
    const raised = (count: number | undefined) => (result.hand ? String(count ?? 0) : '');
    const outcome = result.outcome ? RESOLUTION_OUTCOME_LABELS[result.outcome] : '';
    if (result.kind === 'approbation') {
      return VOTE_VALUES.map((value) => [
        ...head,
        VOTE_LABELS[value],
        countCell(result.counts?.[value]),
        raised(result.hand?.[value]),
        outcome,
      ]);
    }
    return result.options.map(({ option, count: total }) => [
      ...head,
      option,
      countCell(total),
      raised(result.hand?.options.find((entry) => entry.option === option)?.count),
      optionOutcome(result, option) || (result.outcome === 'rejetee' ? outcome : ''),
    ]);
  });
  return {
    fileName: `resultats_ag_${agId}.csv`,
    content: excelCsv(
      [
        'N°',
        'Résolution',
        'Scrutin',
        'Majorité',
        'Vote',
        'Votants',
        'Décompte',
        'Réponse',
        'Voix',
        'Dont à main levée',
        'Résultat',
      ],
      rows,
    ),
  };
}
