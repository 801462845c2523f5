import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agSecretBallots } from '../../db/schema.ts';

/**
 * Rewrites, in a random order, the ballots of the secret resolutions among those whose votes just
 * closed. A ballot is written in the transaction of its voter's mark, right after it: until then
 * its place in the table (and the transaction that wrote it) follows the order of the votes, as
 * the marks do. Taken out and written again at once, in one transaction and with new random ids,
 * the ballots keep nothing of that order. Nothing refers to a ballot's id.
 */
export async function shuffleSecretBallots(tx: DbOrTx, closed: { id: string; secret: boolean }[]) {
  const resolutionIds = closed.filter((resolution) => resolution.secret).map((resolution) => resolution.id);
  if (resolutionIds.length === 0) return;
  await tx.execute(sql`with taken as (
      delete from ${agSecretBallots} where ${inArray(agSecretBallots.resolution_id, resolutionIds)}
      returning ${agSecretBallots.resolution_id}, ${agSecretBallots.vote}, ${agSecretBallots.choices}
    )
    insert into ${agSecretBallots} (resolution_id, vote, choices)
    select resolution_id, vote, choices from taken order by random()`);
}
