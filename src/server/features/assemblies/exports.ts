import { asc, count, eq, sql } from 'drizzle-orm';
import { VOTE_LABELS, VOTE_QUESTIONS, VOTE_VALUES } from '../../../domain/assemblies.ts';
import type { Tally } from '../../../domain/assemblies-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presencesAg, users, votesAg } from '../../db/schema.ts';
import { excelCsv } from '../../http/excel-csv.ts';
import { findAssembly } from './member-service.ts';
import { listAllParticipants } from './presenters.ts';

export type CsvFile = { fileName: string; content: string };

const fullName = (person: { prenom: string; nom: string }) => `${person.prenom} ${person.nom}`;

export async function exportPresences({ db }: AppContext, agId: string): Promise<CsvFile> {
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

function listVotes(db: DbOrTx, agId: string) {
  return db
    .select({
      email: users.email,
      prenom: users.prenom,
      nom: users.nom,
      question: votesAg.question,
      vote: votesAg.vote,
    })
    .from(votesAg)
    .innerJoin(users, eq(users.id, votesAg.user_id))
    .where(eq(votesAg.ag_id, agId))
    .orderBy(asc(users.email), asc(votesAg.question));
}

export async function exportVotes({ db }: AppContext, agId: string): Promise<CsvFile> {
  await findAssembly(db, agId);
  const votes = await listVotes(db, agId);
  const rows = votes.map((v) => [v.email, fullName(v), v.question, VOTE_LABELS[v.vote]]);
  return { fileName: `votes_ag_${agId}.csv`, content: excelCsv(['Email', 'Nom', 'Question', 'Vote'], rows) };
}

/**
 * The result the board reads out: counts per question and answer, present members and proxies
 * given, counted by the database whatever the number of members who answered.
 */
export async function tallyAssembly(db: DbOrTx, agId: string): Promise<Tally> {
  const [votes, [presences]] = await Promise.all([
    db
      .select({ question: votesAg.question, vote: votesAg.vote, count: count() })
      .from(votesAg)
      .where(eq(votesAg.ag_id, agId))
      .groupBy(votesAg.question, votesAg.vote),
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
  const questions = VOTE_QUESTIONS.map((question) => {
    const counts = Object.fromEntries(VOTE_VALUES.map((value) => [value, 0])) as Record<
      (typeof VOTE_VALUES)[number],
      number
    >;
    for (const row of votes) if (row.question === question) counts[row.vote] += Number(row.count);
    return { question, ...counts };
  });
  return { present: presences?.present ?? 0, proxies: presences?.proxies ?? 0, questions };
}
