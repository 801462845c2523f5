import { and, eq, ne, not, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { isNotErased } from '../accounts/erased.ts';

export const YOU_ARE_LAST_ADMIN =
  'Vous êtes le dernier administrateur actif : nommez d’abord un autre administrateur.';
export const LAST_ADMIN =
  'Ce compte est celui du dernier administrateur actif : nommez d’abord un autre administrateur.';

/** Someone who can sign in to the administration today. */
const isActiveAdministrator = and(
  eq(users.role, 'admin'),
  eq(users.is_active, true),
  not(sql`coalesce(${users.banned}, false)`),
  isNotErased,
);

/**
 * Refuses to take away the last active administrator: nobody could then validate a member,
 * confirm an erasure or name another administrator. Call it first in the transaction that
 * demotes, deletes or erases `userId`: the lock it takes holds back every other such change until
 * that transaction ends, so two administrators removing each other at the same moment are served
 * one after the other, and the second one sees the first one's change.
 */
export async function keepAnAdministrator(
  tx: Tx,
  { userId, actorId }: { userId: string; actorId: string | null },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.administrators})`);
  const administrators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isActiveAdministrator, ne(users.id, userId)))
    .limit(1);
  if (administrators.length > 0) return;
  const [target] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isActiveAdministrator, eq(users.id, userId)));
  if (!target) return;
  throw conflict(userId === actorId ? YOU_ARE_LAST_ADMIN : LAST_ADMIN, 'LAST_ADMIN');
}
