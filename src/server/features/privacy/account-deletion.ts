import { and, count, eq } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import { CANNOT_DELETE_SELF, canDeleteUser } from '../../../domain/member-permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { materialLoans, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isValidKey } from '../../infra/storage/storage.ts';
import { lockLiveAccount, USER_NOT_FOUND } from '../accounts/erased.ts';
import { type Administrator, recordAudit, removedFields } from '../audit/record.ts';
import { keepAnAdministrator } from '../members/administrators.ts';
import { audited, auditedColumns, userTarget } from '../members/audited-user.ts';
import { removeStoredAvatar } from '../members/profile.ts';
import { storedFilesOf } from './personal-data.ts';

const HAS_BORROWED_MATERIAL =
  'Cet utilisateur a du matériel emprunté non rendu : enregistrez son retour avant de le supprimer';

/**
 * An administrator's deletion of a member and their login, in one transaction
 * (docs/regles/membres.md). Unlike an erasure, the row goes: each table of the personal-data
 * registry follows the ON DELETE its entry declares, which its test compares with the schema's
 * foreign keys, and the files its entries name are removed from storage once the rows are gone.
 * Refused while borrowed equipment is still out, so the stock is never lost.
 */
export async function deleteUser(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<void> {
  if (!canDeleteUser(actor, { id })) throw conflict(CANNOT_DELETE_SELF, 'CANNOT_DELETE_SELF');
  const removed = await ctx.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, { userId: id, actorId: actor.id });
    // Locking the row also holds back any loan or document being added for this member meanwhile.
    await lockLiveAccount(tx, id, { lock: 'update' });
    const [user] = await tx
      .select({ image: users.image, ...auditedColumns })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw notFound(USER_NOT_FOUND);
    const [borrowed] = await tx
      .select({ total: count() })
      .from(materialLoans)
      .where(and(eq(materialLoans.user_id, id), eq(materialLoans.status, 'Retiré')));
    if ((borrowed?.total ?? 0) > 0) throw conflict(HAS_BORROWED_MATERIAL, 'HAS_BORROWED_MATERIAL');
    const files = await storedFilesOf(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    const { image, ...deleted } = user;
    await recordAudit(tx, actor, {
      action: 'member.delete',
      target: userTarget(id, deleted),
      changes: removedFields(audited(deleted)),
    });
    return { avatar: image, files };
  });
  await removeStoredAvatar(ctx, removed.avatar);
  for (const key of removed.files.filter(isValidKey)) {
    await ctx.storage.remove(key).catch(() => undefined);
  }
}
