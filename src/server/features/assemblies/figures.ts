import { and, count, eq, isNotNull, not, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type AssemblyKind, type AssemblyKindSettings, rulesOfKind } from '../../../domain/assembly-kinds.ts';
import type { AssemblyFigures } from '../../../domain/assembly-resolutions.ts';
import { percentOf } from '../../../domain/percent.ts';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presencesAg, users } from '../../db/schema.ts';
import { hasVoteCondition } from './voters.ts';

type FiguredAssembly = { id: string; date: Date; opened_at: Date | null; kind: AssemblyKind };
type AssemblyRules = Pick<AssociationSettings, 'ag_voters' | keyof AssemblyKindSettings>;

/**
 * Who is present: before the assembly opens, those who said they would come (a forecast, and all
 * an assembly held before the sign-in sheet existed knows); from its opening, only those the
 * sign-in sheet marked, since saying so beforehand is not coming.
 */
export function presenceCondition(
  ag: FiguredAssembly,
  row: { present: PgColumn; signed_in_at: PgColumn } = presencesAg,
): SQL {
  if (ag.opened_at === null) return eq(row.present, true);
  return and(eq(row.present, true), isNotNull(row.signed_in_at)) as SQL;
}

/** The proxy holders' own presences, beside the members they represent. */
export const holders = alias(presencesAg, 'holders');

/**
 * Members with a vote, present, represented (not present, their proxy holder present) and the
 * quorum of the assembly's kind: a share of the members with a vote, rounded up, present or
 * represented.
 */
export async function assemblyFigures(
  db: DbOrTx,
  ag: FiguredAssembly,
  settings: AssemblyRules,
): Promise<AssemblyFigures> {
  const withVote = hasVoteCondition({ rule: settings.ag_voters, assemblyDate: ag.date });
  const ofAssembly = eq(presencesAg.ag_id, ag.id);
  // One count after the other: closing the assembly runs this in its transaction, on one connection.
  const voters = await db.$count(users, withVote);
  const [present] = await db
    .select({ n: count() })
    .from(presencesAg)
    .innerJoin(users, eq(users.id, presencesAg.user_id))
    .where(and(ofAssembly, presenceCondition(ag), withVote));
  const [represented] = await db
    .select({ n: count() })
    .from(presencesAg)
    .innerJoin(users, eq(users.id, presencesAg.user_id))
    .innerJoin(
      holders,
      and(eq(holders.ag_id, presencesAg.ag_id), eq(holders.user_id, presencesAg.procuration_user_id)),
    )
    .where(and(ofAssembly, not(presenceCondition(ag)), presenceCondition(ag, holders), withVote));
  return figuresOf({
    voters,
    present: present?.n ?? 0,
    represented: represented?.n ?? 0,
    quorumPercent: rulesOfKind(settings, ag.kind).quorum_percent,
  });
}

function figuresOf(counts: {
  voters: number;
  present: number;
  represented: number;
  quorumPercent: number;
}): AssemblyFigures {
  const required = Math.ceil(percentOf(counts.voters, counts.quorumPercent));
  return {
    voters: counts.voters,
    present: counts.present,
    represented: counts.represented,
    quorum_percent: counts.quorumPercent,
    quorum_required: required,
    quorum_reached: counts.present + counts.represented >= required,
  };
}
