import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ACCOUNT_ERASED, USER_NOT_FOUND } from '../../../domain/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type AppError, conflict, notFound } from '../../http/errors.ts';

/**
 * Accounts that were not erased. An erased account's row stays, anonymised, for the memberships
 * and payments the association keeps; every list of people leaves it out, and only the ledger,
 * the certificates and the records kept with it (loans, AG, dossiers) still show it, under
 * "Membre supprimé n°…".
 */
export const isNotErased = isNull(users.erased_at);

const liveAccountColumns = {
  id: users.id,
  email: users.email,
  prenom: users.prenom,
  nom: users.nom,
  role: users.role,
  is_active: users.is_active,
  erased_at: users.erased_at,
};

export type LiveAccount = {
  id: string;
  email: string;
  prenom: string;
  nom: string;
  role: string | null;
  is_active: boolean;
};

/**
 * The one gate of every form or job that writes into a person's account or addresses something to
 * it (RGPD art. 17: erased stays erased). Call it in the writing transaction: the row is locked
 * until the end of it, so an erasure waits for the write, and a write that waited for an erasure
 * reads the erased row (PostgreSQL re-reads a locked row once its lock is released). `share`
 * lets writes for the same member run side by side; `update` when the caller changes the row.
 * A missing account answers 404 (or the caller's `missing` error), an erased one 409 with its reason.
 */
export async function lockLiveAccount(
  tx: DbOrTx,
  userId: string,
  {
    lock = 'share',
    missing = () => notFound(USER_NOT_FOUND),
  }: { lock?: 'share' | 'update'; missing?: () => AppError } = {},
): Promise<LiveAccount> {
  const [account] = await tx.select(liveAccountColumns).from(users).where(eq(users.id, userId)).for(lock);
  if (!account) throw missing();
  if (account.erased_at) throw conflict(ACCOUNT_ERASED, 'ACCOUNT_ERASED');
  const { erased_at: _erased, ...live } = account;
  return live;
}

/** Whether this address is an erased account's placeholder, for the forms that find an account by email. */
export async function isErasedAccountEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [erased] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNotNull(users.erased_at)));
  return erased !== undefined;
}
