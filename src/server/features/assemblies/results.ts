import { count, inArray, sql } from 'drizzle-orm';
import { addHandCount } from '../../../domain/assembly-counting.ts';
import { canShowCounts } from '../../../domain/assembly-permissions.ts';
import type { ResolutionResult } from '../../../domain/assembly-resolutions.ts';
import { decideResolution } from '../../../domain/assembly-results.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agSecretBallots, votesAg } from '../../db/schema.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { listHandCounts } from './hand-counts.ts';
import type { AssemblyRow } from './presenters.ts';
import { listResolutionRows } from './resolutions.ts';
import { countVoters } from './voters.ts';

type OptionRow = { resolution_id: string; option: string; total: number };

/** Counts of one table of ballots, public or secret, per resolution: answers, options, ballots. */
async function countBallots(db: DbOrTx, table: typeof votesAg | typeof agSecretBallots, ids: string[]) {
  const [answers, options] = await Promise.all([
    db
      .select({ resolution_id: table.resolution_id, vote: table.vote, total: count() })
      .from(table)
      .where(inArray(table.resolution_id, ids))
      .groupBy(table.resolution_id, table.vote),
    // One row per option chosen: a choice's ballot holds one, an election's up to its seats.
    db.execute(sql`select ${table.resolution_id} as resolution_id, chosen.option, count(*)::int as total
      from ${table} cross join lateral unnest(${table.choices}) as chosen(option)
      where ${inArray(table.resolution_id, ids)} group by 1, 2`) as unknown as Promise<{ rows: OptionRow[] }>,
  ]);
  return { answers, options: options.rows };
}

/**
 * Each resolution of an AG with its counts, public and secret ballots together (counts only,
 * never names), and once its vote is closed, its outcome by its majority rule. A secret vote still
 * open tells only how many voted. `voters` is the number of members with a vote the absolute
 * majority is measured against.
 */
export async function listResolutionResults(
  db: DbOrTx,
  agId: string,
  voters: number,
): Promise<ResolutionResult[]> {
  const resolutions = await listResolutionRows(db, agId);
  const ids = resolutions.map((resolution) => resolution.id);
  if (ids.length === 0) return [];
  const [hands, ...tallies] = await Promise.all([
    listHandCounts(db, ids),
    countBallots(db, votesAg, ids),
    countBallots(db, agSecretBallots, ids),
  ]);
  return resolutions.map((resolution) => {
    const counts = { oui: 0, non: 0, abstention: 0 };
    const byOption = new Map(resolution.options.map((option) => [option, 0]));
    let votesCast = 0;
    for (const { answers, options } of tallies) {
      for (const row of answers) {
        if (row.resolution_id !== resolution.id) continue;
        votesCast += row.total;
        if (row.vote) counts[row.vote] += row.total;
      }
      for (const row of options) {
        if (row.resolution_id === resolution.id && byOption.has(row.option)) {
          byOption.set(row.option, (byOption.get(row.option) ?? 0) + row.total);
        }
      }
    }
    const hand = hands.get(resolution.id) ?? null;
    const tally = addHandCount(
      {
        counts,
        options: [...byOption].map(([option, total]) => ({ option, count: total })),
        votes_cast: votesCast,
      },
      hand,
    );
    const decided =
      resolution.status === 'close'
        ? decideResolution(resolution, tally, voters)
        : { outcome: null, chosen: [], tied: [] };
    const shown = canShowCounts(resolution)
      ? tally
      : {
          counts: null,
          options: tally.options.map(({ option }) => ({ option, count: null })),
          votes_cast: tally.votes_cast,
        };
    return {
      resolution_id: resolution.id,
      position: resolution.position,
      title: resolution.title,
      kind: resolution.kind,
      majority: resolution.majority,
      secret: resolution.secret,
      seats: resolution.seats,
      status: resolution.status,
      ...shown,
      ...decided,
      round: resolution.round,
      previous_resolution_id: resolution.previous_resolution_id,
      online_votes: votesCast,
      hand,
    };
  });
}

/** The members with a vote an AG's results are measured against: those at its close, else today's. */
export async function assemblyVoters(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  ag: Pick<AssemblyRow, 'date' | 'closing_figures'>,
): Promise<number> {
  if (ag.closing_figures) return ag.closing_figures.voters;
  const settings = await getAssociationSettings({ db, config });
  return countVoters(db, { rule: settings.ag_voters, assemblyDate: ag.date });
}

/** An AG's results, for the admin page and the results export. */
export async function getAssemblyResults(ctx: AppContext, ag: AssemblyRow): Promise<ResolutionResult[]> {
  return listResolutionResults(ctx.db, ag.id, await assemblyVoters(ctx, ag));
}
