import { eq } from 'drizzle-orm';
import type { VoteValue } from '../../domain/assemblies.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { agResolutions, assembleesGenerales, votesAg } from '../db/schema.ts';
import { insertDefaultResolutions } from '../features/assemblies/resolutions.ts';
import type { Administrator } from '../features/audit/record.ts';
import { getAssociationSettings, updateAssociationSettings } from '../features/settings/service.ts';

type NewAssembly = typeof assembleesGenerales.$inferInsert;

/** An AG to come in a month, in Lyon, unless said otherwise, with the spec's two questions. */
export async function createAssembly(db: Db, overrides: Partial<NewAssembly> = {}) {
  const [row] = await db
    .insert(assembleesGenerales)
    .values({
      date: new Date(Date.now() + 30 * 86_400_000),
      lieu: 'Salle des fêtes, Lyon',
      ordre_du_jour: ['Rapport moral', 'Rapport financier'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('assembly not created');
  await insertDefaultResolutions(db, row.id, row.status);
  return row;
}

/** Members' own approval votes on an AG's resolutions, found by their title. */
export async function insertVotes(
  db: Db,
  agId: string,
  votes: { user_id: string; question: string; vote: VoteValue }[],
) {
  const resolutions = await db
    .select({ id: agResolutions.id, title: agResolutions.title })
    .from(agResolutions)
    .where(eq(agResolutions.ag_id, agId));
  const idOf = new Map(resolutions.map((resolution) => [resolution.title, resolution.id]));
  await db.insert(votesAg).values(
    votes.map((vote) => {
      const resolutionId = idOf.get(vote.question);
      if (!resolutionId) throw new Error(`no resolution "${vote.question}"`);
      return { ag_id: agId, resolution_id: resolutionId, ...vote };
    }),
  );
}

/** The statutes' rule « only the members à jour vote », which the default (every validated member) leaves off. */
export async function onlyMembersAJourVote(ctx: AppContext, actor: Administrator) {
  const settings = await getAssociationSettings(ctx);
  await updateAssociationSettings(ctx, { ...settings, ag_voters: 'a_jour' }, actor);
}
