import { and, desc, eq, sql } from 'drizzle-orm';
import { MESSAGE_STATUS_LABELS, type MessageStatus } from '../../../domain/association-messages.ts';
import type { MessageDetail } from '../../../domain/association-messages-schemas.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import { formatDate } from '../../../domain/format.ts';
import { describeAudience, type SendMessageInput } from '../../../domain/message-audience.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, messageRecipients, messages, users } from '../../db/schema.ts';
import { badRequest, conflict, invalidFields } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { countAudience, recipientCondition } from './audience.ts';
import { latestMembershipEnd } from './delivery.ts';
import { wakeMessageDelivery } from './delivery-signal.ts';
import { getMessageSender, messageMail } from './message-mail.ts';
import { findMessageRow, lockMessage, ofMessage, selectMessage, storedAudience } from './message-query.ts';
import { lockDraft, messageTarget } from './service.ts';

const EMPTY_AUDIENCE =
  'Aucun membre ne recevrait ce message : élargissez les destinataires avant de l’envoyer';
const PAST_SCHEDULE = 'La date d’envoi programmé doit être à venir';
const NOT_SENDING = 'Seul un envoi programmé ou en cours peut être annulé';
const NOT_SENT = 'Seul un message envoyé ou en cours d’envoi peut être renvoyé aux échecs';
const NO_FAILURE = 'Aucun destinataire de ce message n’est en échec';

const statusChange = (before: MessageStatus, after: MessageStatus) => ({
  before: MESSAGE_STATUS_LABELS[before],
  after: MESSAGE_STATUS_LABELS[after],
});

/**
 * Sends a draft now, or at `scheduledAt`: in one transaction, one `message_recipients` row per
 * member the audience holds at this moment (written by the database, `insert … select`, however
 * many they are), the message's new state, the journal line and the worker's wake-up at commit.
 * A scheduled message keeps the recipients of the day it was scheduled: the list an
 * administrator saw and approved, not one that changes behind them.
 */
export async function sendMessage(
  ctx: AppContext,
  messageId: string,
  { scheduledAt }: SendMessageInput,
  actor: Administrator,
): Promise<MessageDetail> {
  const now = new Date();
  const at = scheduledAt ? new Date(scheduledAt) : now;
  if (at < now) throw invalidFields([{ path: 'scheduledAt', message: PAST_SCHEDULE }]);
  return ctx.db.transaction(async (tx) => {
    const message = await lockDraft(tx, messageId);
    const audience = storedAudience(message);
    await tx.execute(sql`
      insert into ${messageRecipients} (message_id, user_id, status, next_attempt_at)
      select ${messageId}::uuid, ${users.id}, 'en_attente', ${at.toISOString()}::timestamptz
      from ${users}
      where ${recipientCondition(message.category, audience)}`);
    // A draft has no recipients: those counted on the message's key are the ones just written.
    const total = await tx.$count(messageRecipients, eq(messageRecipients.message_id, messageId));
    if (total === 0) throw badRequest(EMPTY_AUDIENCE, 'EMPTY_AUDIENCE');
    const { excludedCount } = await countAudience(tx, { category: message.category, audience });
    const status: MessageStatus = scheduledAt ? 'programme' : 'envoi';
    await tx
      .update(messages)
      .set({
        status,
        scheduled_at: scheduledAt ? at : null,
        sent_at: at,
        excluded_count: excludedCount,
        updated_at: now,
      })
      .where(eq(messages.id, messageId));
    await recordAudit(tx, actor, {
      action: 'message.send',
      target: messageTarget(message),
      changes: {
        status: statusChange(message.status, status),
        audience: { before: null, after: describeAudience(audience) },
        recipients: { before: null, after: total },
        excluded_count: { before: null, after: excludedCount },
        ...(scheduledAt ? { scheduled_at: { before: null, after: at.toISOString() } } : {}),
      },
    });
    await wakeMessageDelivery(tx);
    return selectMessage(tx, messageId);
  });
}

/** Stops what has not left yet: the waiting recipients are cancelled, the mails already sent stay sent. */
export async function cancelMessage(
  ctx: AppContext,
  messageId: string,
  actor: Administrator,
): Promise<MessageDetail> {
  return ctx.db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (message.status !== 'programme' && message.status !== 'envoi')
      throw conflict(NOT_SENDING, 'MESSAGE_STATUS');
    const cancelled = await tx
      .update(messageRecipients)
      .set({ status: 'annule' })
      .where(ofMessage(messageId, 'en_attente'))
      .returning({ userId: messageRecipients.user_id })
      .then((rows) => rows.length);
    await tx
      .update(messages)
      .set({ status: 'annule', updated_at: new Date() })
      .where(eq(messages.id, messageId));
    await recordAudit(tx, actor, {
      action: 'message.cancel',
      target: messageTarget(message),
      changes: {
        status: statusChange(message.status, 'annule'),
        cancelled: { before: null, after: cancelled },
      },
    });
    return selectMessage(tx, messageId);
  });
}

/** The failed recipients wait again, from their first attempt, and the worker takes them up. */
export async function resendFailed(
  ctx: AppContext,
  messageId: string,
  actor: Administrator,
): Promise<MessageDetail> {
  return ctx.db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (message.status !== 'envoi' && message.status !== 'envoye') throw conflict(NOT_SENT, 'MESSAGE_STATUS');
    const failed = await tx
      .update(messageRecipients)
      .set({ status: 'en_attente', attempts: 0, next_attempt_at: new Date() })
      .where(ofMessage(messageId, 'echec'))
      .returning({ userId: messageRecipients.user_id })
      .then((rows) => rows.length);
    if (failed === 0) throw conflict(NO_FAILURE, 'NO_FAILED_RECIPIENTS');
    await tx
      .update(messages)
      .set({ status: 'envoi', updated_at: new Date() })
      .where(eq(messages.id, messageId));
    await recordAudit(tx, actor, {
      action: 'message.resend-failed',
      target: messageTarget(message),
      changes: { status: statusChange(message.status, 'envoi'), failed: { before: null, after: failed } },
    });
    await wakeMessageDelivery(tx);
    return selectMessage(tx, messageId);
  });
}

/**
 * « M'envoyer un test »: the message as a member would receive it, to the calling administrator
 * only, with their own personal fields, through the outbox like every mail. Writes nothing else.
 */
export async function sendTestMessage(ctx: AppContext, messageId: string, admin: SessionUser): Promise<void> {
  const row = await findMessageRow(ctx.db, messageId);
  const [membership] = await ctx.db
    // The id as a value: in a query of one table Drizzle names its columns unqualified, which the
    // subquery would read as its own table's.
    .select({ finAdhesion: latestMembershipEnd(sql`${admin.id}::uuid`) })
    .from(users)
    .where(eq(users.id, admin.id));
  const mail = messageMail(
    { ...row, subject: `[Test] ${row.subject}` },
    {
      userId: admin.id,
      email: admin.email,
      prenom: admin.prenom,
      nom: admin.nom,
      finAdhesion: membership?.finAdhesion ?? null,
    },
    await getMessageSender(ctx),
  );
  await enqueueMail(ctx.db, mail);
}
