import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { VOTE_LABELS, VOTE_VALUES, type VoteValue } from '../../../domain/assemblies.ts';
import type { Tally } from '../../../domain/assemblies-schemas.ts';
import { canShowCounts } from '../../../domain/assembly-permissions.ts';
import {
  MAJORITY_RULE_LABELS,
  RESOLUTION_OUTCOME_LABELS,
  RESOLUTION_STATUS_LABELS,
  type ResolutionResult,
} from '../../../domain/assembly-resolutions.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agResolutions, agSecretBallots, presencesAg, users, votesAg } from '../../db/schema.ts';
import { excelCsv } from '../../http/excel-csv.ts';
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
    p.procuration ?? '',
  ]);
  return {
    fileName: `presences_ag_${agId}.csv`,
    content: excelCsv(['Email', 'Nom', 'Présent', 'Procuration'], rows),
  };
}

/** Public votes only: a secret ballot's voters are never named. */
function listVotes(db: DbOrTx, agId: string) {
  return db
    .select({
      email: users.email,
      prenom: users.prenom,
      nom: users.nom,
      question: agResolutions.title,
      vote: votesAg.vote,
      choices: votesAg.choices,
    })
    .from(votesAg)
    .innerJoin(agResolutions, eq(agResolutions.id, votesAg.resolution_id))
    .innerJoin(users, eq(users.id, votesAg.user_id))
    .where(and(eq(votesAg.ag_id, agId), eq(agResolutions.secret, false)))
    .orderBy(asc(users.email), asc(votesAg.question));
}

export async function exportVotes({ db }: AppContext, { id: agId }: IdParams): Promise<CsvFile> {
  await findAssembly(db, agId);
  const votes = await listVotes(db, agId);
  const rows = votes.map((v) => [
    v.email,
    fullName(v),
    v.question,
    v.vote ? VOTE_LABELS[v.vote] : v.choices.join(', '),
  ]);
  return { fileName: `votes_ag_${agId}.csv`, content: excelCsv(['Email', 'Nom', 'Question', 'Vote'], rows) };
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
      })
      .from(agResolutions)
      .where(and(eq(agResolutions.ag_id, agId), eq(agResolutions.kind, 'approbation')))
      .orderBy(asc(agResolutions.position)),
    answers(votesAg),
    answers(agSecretBallots),
  ]);
  return resolutions.filter(canShowCounts).map(({ id, title }) => {
    const counts = Object.fromEntries(VOTE_VALUES.map((value) => [value, 0])) as Record<VoteValue, number>;
    for (const row of [...publicVotes, ...secretVotes]) {
      if (row.resolution_id === id && row.vote) counts[row.vote] += Number(row.count);
    }
    return { question: title, ...counts };
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
      result.title,
      result.secret ? 'Secret' : 'Public',
      MAJORITY_RULE_LABELS[result.majority],
      RESOLUTION_STATUS_LABELS[result.status],
      String(result.votes_cast),
    ];
    const outcome = result.outcome ? RESOLUTION_OUTCOME_LABELS[result.outcome] : '';
    if (result.kind === 'approbation') {
      return VOTE_VALUES.map((value) => [
        ...head,
        VOTE_LABELS[value],
        countCell(result.counts?.[value]),
        outcome,
      ]);
    }
    return result.options.map(({ option, count: total }) => [
      ...head,
      option,
      countCell(total),
      optionOutcome(result, option) || (result.outcome === 'rejetee' ? outcome : ''),
    ]);
  });
  return {
    fileName: `resultats_ag_${agId}.csv`,
    content: excelCsv(
      ['N°', 'Résolution', 'Scrutin', 'Majorité', 'Vote', 'Votants', 'Réponse', 'Voix', 'Résultat'],
      rows,
    ),
  };
}
