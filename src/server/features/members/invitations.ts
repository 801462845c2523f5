import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import type { InvitationsSent } from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, verifications } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { enqueueMails, type Mail } from '../../infra/mail/outbox.ts';
import type { Sender } from '../../infra/mail/templates.ts';
import { isNotErased, lockLiveAccount } from '../accounts/erased.ts';
import { type Administrator, changedFields, personLabel, recordAudit } from '../audit/record.ts';
import { getMailSender } from '../settings/service.ts';
import { invitationMail } from './mails.ts';

const INVITATION_LIFETIME_DAYS = 7;
const INVITATION_NOT_ACTIVE = 'Ce compte n’est pas encore validé : validez-le avant d’inviter le membre';

/**
 * better-auth's reset link (`reset-password:<token>`, the user id as value) checks the row's own
 * expiry, so an invitation is that link made to last 7 days instead of one hour: the member
 * chooses a password on the reset page, which then closes every other link of the account.
 */
const IDENTIFIER_PREFIX = 'reset-password:';

export type Invitee = { id: string; email: string; prenom: string };

/** Where the links lead, and whose name the mails bear (read before the caller's transaction). */
export type InvitationSource = { publicUrl: string; sender: Sender };

function invitationFor({ publicUrl, sender }: InvitationSource, invitee: Invitee, expiresAt: Date) {
  // 32 URL-safe characters (192 bits), as unguessable as better-auth's own tokens.
  const token = randomBytes(24).toString('base64url');
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    row: { id: randomUUID(), identifier: `${IDENTIFIER_PREFIX}${token}`, value: invitee.id, expiresAt },
    mail: invitationMail(sender, invitee.email, {
      prenom: invitee.prenom,
      url,
      lifetimeDays: INVITATION_LIFETIME_DAYS,
    }),
  };
}

/** Four columns a link: far below PostgreSQL's 65,535 parameters a statement. */
const LINKS_PER_INSERT = 2000;

/** Stores a link for each invitee and queues their mail, in the caller's transaction. */
export async function inviteMembers(
  tx: DbOrTx,
  source: InvitationSource,
  invitees: readonly Invitee[],
): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const invitations = invitees.map((invitee) => invitationFor(source, invitee, expiresAt));
  for (let start = 0; start < invitations.length; start += LINKS_PER_INSERT) {
    const slice = invitations.slice(start, start + LINKS_PER_INSERT);
    await tx.insert(verifications).values(slice.map((invitation) => invitation.row));
  }
  await enqueueMails(
    tx,
    invitations.map((invitation): Mail => invitation.mail),
  );
}

/** A new link for a member who lost or let expire theirs; the older links stop working. */
export async function resendInvitation(
  { db, config }: AppContext,
  { id: userId }: IdParams,
  actor: Administrator,
): Promise<void> {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender({ db, config });
  await db.transaction(async (tx) => {
    // Locked for update: this transaction writes the row (its invitation is no longer due), and two
    // resends holding share locks would each wait for the other's.
    const user = await lockLiveAccount(tx, userId, { lock: 'update' });
    if (!user.is_active) throw conflict(INVITATION_NOT_ACTIVE, 'ACCOUNT_NOT_VALIDATED');
    await tx
      .delete(verifications)
      .where(and(like(verifications.identifier, `${IDENTIFIER_PREFIX}%`), eq(verifications.value, user.id)));
    await inviteMembers(tx, { publicUrl: config.publicUrl, sender }, [user]);
    await tx.update(users).set({ invitation_due: false }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: 'member.invite',
      target: { type: 'user', id: user.id, label: personLabel(user) },
    });
  });
}

/**
 * The invitations an import left to send: every imported member not invited yet gets their link,
 * in one transaction with one journal line. Rows are locked so that two clicks send one mail each.
 */
export async function sendDueInvitations(
  { db, config }: AppContext,
  _input: object,
  actor: Administrator,
): Promise<InvitationsSent> {
  const sender = await getMailSender({ db, config });
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id, email: users.email, prenom: users.prenom })
      .from(users)
      .where(and(eq(users.invitation_due, true), eq(users.is_active, true), isNotErased))
      .for('update');
    if (due.length === 0) return { invited: 0 };
    await inviteMembers(tx, { publicUrl: config.publicUrl, sender }, due);
    await tx
      .update(users)
      .set({ invitation_due: false })
      .where(and(eq(users.invitation_due, true), eq(users.is_active, true), isNotErased));
    await recordAudit(tx, actor, {
      action: 'member.invite-imported',
      target: { type: 'import', label: due.length === 1 ? '1 membre' : `${due.length} membres` },
      changes: changedFields({}, { invited: due.length }),
    });
    return { invited: due.length };
  });
}

/** How many imported members still await their invitation: the register offers to send them. */
export async function countDueInvitations({ db }: AppContext): Promise<InvitationsSent> {
  const invited = await db.$count(
    users,
    and(eq(users.invitation_due, true), eq(users.is_active, true), isNotErased),
  );
  return { invited };
}
