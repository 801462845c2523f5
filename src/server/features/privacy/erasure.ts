import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../domain/audit.ts';
import {
  CANNOT_ERASE_SELF,
  canConfirmErasure,
  erasedMemberName,
  NO_PENDING_REQUEST,
} from '../../../domain/privacy.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { erasedMemberNumber, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { Administrator } from '../audit/record.ts';
import { recordAudit } from '../audit/record.ts';
import { keepAnAdministrator } from '../members/administrators.ts';
import { getMailSender } from '../settings/service.ts';
import { accountErasedMail } from './mails.ts';
import {
  journalTargetsOf,
  PERSONAL_DATA,
  refuseRemovalIfHeldBack,
  removeStoredFiles,
  storedFilesOf,
} from './personal-data.ts';

export type ErasureContext = Pick<AppContext, 'db' | 'config' | 'storage'>;

async function nextErasedNumber(tx: Tx): Promise<number> {
  const result = await tx.execute<{ number: number }>(
    sql`select nextval(${erasedMemberNumber.seqName})::int as number`,
  );
  const number = (result as unknown as { rows: { number: number }[] }).rows[0]?.number;
  if (number === undefined) throw new Error('no erased member number taken');
  return number;
}

/**
 * Erases an account whose member asked for it (RGPD art. 17), in one transaction: each table of
 * the personal-data registry loses, anonymises or keeps the person's rows as its entry says. What
 * the association must keep for its accounts stays, under "Membre supprimé n°…" (memberships,
 * payments and certificates, gifts and tax receipts, past loans, AG presences and votes,
 * dossiers); their address is free to register again. The journal records the erasure.
 */
export async function eraseAccount(
  ctx: ErasureContext,
  input: {
    userId: string;
    actor: Administrator | 'system';
    action: Extract<AuditAction, `member.erasure-${string}`>;
  },
): Promise<void> {
  const { userId, actor } = input;
  if (actor !== 'system' && !canConfirmErasure(actor, { id: userId })) {
    throw conflict(CANNOT_ERASE_SELF, 'CANNOT_ERASE_SELF');
  }
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  const files = await ctx.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, { userId, actorId: actor === 'system' ? null : actor.id });
    // Locking the row also holds back any loan, document or registration being added meanwhile.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.erased_at), isNotNull(users.erasure_requested_at)))
      .for('update');
    if (!user) throw notFound(NO_PENDING_REQUEST);
    await refuseRemovalIfHeldBack(tx, userId);

    const number = await nextErasedNumber(tx);
    const anonymisedName = erasedMemberName(number);
    const stored = await storedFilesOf(tx, userId);
    const person = {
      id: userId,
      email: user.email,
      formerNames: [`${user.prenom} ${user.nom}`, `${user.nom} ${user.prenom}`, user.email],
      number,
      anonymisedName,
      relatedIds: await journalTargetsOf(tx, userId),
    };
    for (const { erasure } of PERSONAL_DATA) {
      if (erasure.step) await erasure.step(tx, person);
    }
    await recordAudit(tx, actor, {
      action: input.action,
      target: { type: 'user', id: userId, label: anonymisedName },
    });
    // The person is told it is done; this last mail is purged with the others, 30 days after sending.
    await enqueueMail(tx, accountErasedMail(sender, user.email));
    return stored;
  });
  await removeStoredFiles(ctx.storage, files);
}
