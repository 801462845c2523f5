import { eq } from 'drizzle-orm';
import { USER_NOT_FOUND } from '../../../domain/auth.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { CANNOT_DELETE_SELF, canDeleteUser } from '../../../domain/member-permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import { type Administrator, recordAudit, removedFields } from '../audit/record.ts';
import { keepAnAdministrator } from '../members/administrators.ts';
import { audited, auditedColumns, userTarget } from '../members/audited-user.ts';
import { refuseRemovalIfHeldBack, removeStoredFiles, storedFilesOf } from './personal-data.ts';

/**
 * An administrator's deletion of a member and their login, in one transaction
 * (docs/regles/membres.md). Unlike an erasure, the row goes: each table of the personal-data
 * registry follows the ON DELETE its entry declares, which its test compares with the schema's
 * foreign keys, and the files its entries name are removed from storage once the rows are gone.
 * Refused while an entry holds it back (borrowed equipment still out), as an erasure is.
 */
export async function deleteUser(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<void> {
  if (!canDeleteUser(actor, { id })) throw conflict(CANNOT_DELETE_SELF, 'CANNOT_DELETE_SELF');
  const files = await ctx.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, { userId: id, actorId: actor.id });
    // Locking the row also holds back any loan or document being added for this member meanwhile.
    await lockLiveAccount(tx, id, { lock: 'update' });
    const [user] = await tx.select(auditedColumns).from(users).where(eq(users.id, id));
    if (!user) throw notFound(USER_NOT_FOUND);
    await refuseRemovalIfHeldBack(tx, id);
    const stored = await storedFilesOf(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'member.delete',
      target: userTarget(id, user),
      changes: removedFields(audited(user)),
    });
    return stored;
  });
  await removeStoredFiles(ctx.storage, files);
}
