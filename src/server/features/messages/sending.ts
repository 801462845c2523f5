import { eq, sql } from 'drizzle-orm';
import {
  convocationReminderAt,
  EMPTY_AUDIENCE,
  MESSAGE_STATUS_LABELS,
  type MessageStatus,
  NO_FAILURE,
  NOT_SENDING,
  NOT_SENT,
  PAST_SCHEDULE,
  REMINDER_TOO_LATE,
  REMINDER_WITHOUT_ASSEMBLY,
} from '../../../domain/association-messages.ts';
import type { MessageDetail } from '../../../domain/association-messages-schemas.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { type Audience, describeAudience, type SendMessageInput } from '../../../domain/message-audience.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assembleesGenerales, messageRecipients, messages, users } from '../../db/schema.ts';
import { badRequest, conflict, invalidFields } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { type Administrator, recordAudit } from '../audit/record.ts';
import { countAudience, recipientCondition } from './audience.ts';
import { wakeMessageDelivery } from './delivery-signal.ts';
import { getMessageSender, messageMail, readMessageReader } from './message-mail.ts';
import {
  findMessageRow,
  lockMessage,
  type MessageRow,
  ofMessage,
  selectMessage,
  storedAudience,
} from './message-query.ts';
import { lockDraft, messageTarget } from './service.ts';

const statusChange = (before: MessageStatus | null, after: MessageStatus) => ({
  before: before && MESSAGE_STATUS_LABELS[before],
  after: MESSAGE_STATUS_LABELS[after],
});

type Sending = {
  before: MessageStatus | null;
  status: MessageStatus;
  audience: Audience;
  total: number;
  excludedCount: number;
  scheduledAt: Date | null;
};

/** A sending's journal line: who, to whom in words, how many, and when if it is programmed. */
const recordSending = (
  tx: DbOrTx,
  actor: Administrator,
  message: Pick<MessageRow, 'id' | 'subject'>,
  sending: Sending,
) =>
  recordAudit(tx, actor, {
    action: 'message.send',
    target: messageTarget(message),
    changes: {
      status: statusChange(sending.before, sending.status),
      audience: { before: null, after: describeAudience(sending.audience) },
      recipients: { before: null, after: sending.total },
      excluded_count: { before: null, after: sending.excludedCount },
      ...(sending.scheduledAt
        ? { scheduled_at: { before: null, after: sending.scheduledAt.toISOString() } }
        : {}),
    },
  });

/**
 * When a convocation's reminder would leave: two days before its assembly, which must still be
 * after the convocation itself leaves (`at`). Refused on the `reminder` field otherwise.
 */
async function reminderDate(tx: DbOrTx, message: MessageRow, at: Date): Promise<Date> {
  const [assembly] = message.assembly_id
    ? await tx
        .select({ date: assembleesGenerales.date })
        .from(assembleesGenerales)
        .where(eq(assembleesGenerales.id, message.assembly_id))
    : [];
  if (!assembly) throw invalidFields([{ path: 'reminder', message: REMINDER_WITHOUT_ASSEMBLY }]);
  const reminderAt = convocationReminderAt(assembly.date);
  if (reminderAt <= at) throw invalidFields([{ path: 'reminder', message: REMINDER_TOO_LATE }]);
  return reminderAt;
}

/**
 * The convocation's reminder: a message of its own, programmed at `reminderAt`, to the very
 * members the convocation was just written to (copied by the database, not chosen again).
 */
async function programReminder(
  tx: DbOrTx,
  actor: Administrator,
  convocation: MessageRow,
  reminderAt: Date,
  { total, excludedCount }: { total: number; excludedCount: number },
) {
  const [reminder] = await tx
    .insert(messages)
    .values({
      category: convocation.category,
      subject: `Rappel : ${convocation.subject}`,
      body_html: convocation.body_html,
      body_text: convocation.body_text,
      audience: convocation.audience,
      assembly_id: convocation.assembly_id,
      status: 'programme',
      scheduled_at: reminderAt,
      sent_at: reminderAt,
      excluded_count: excludedCount,
      created_by: actor.id,
    })
    .returning();
  if (!reminder) throw new Error('reminder not created');
  await tx.execute(sql`
    insert into ${messageRecipients} (message_id, user_id, status, next_attempt_at)
    select ${reminder.id}::uuid, ${messageRecipients.user_id}, 'en_attente', ${reminderAt.toISOString()}::timestamptz
    from ${messageRecipients}
    where ${messageRecipients.message_id} = ${convocation.id}::uuid`);
  await recordSending(tx, actor, reminder, {
    before: null,
    status: 'programme',
    audience: storedAudience(convocation),
    total,
    excludedCount,
    scheduledAt: reminderAt,
  });
}

/**
 * Sends a draft now, or at `scheduledAt`: in one transaction, one `message_recipients` row per
 * member the audience holds at this moment (written by the database, `insert … select`, however
 * many they are), the message's new state, the journal line and the worker's wake-up at commit.
 * A scheduled message keeps the recipients of the day it was scheduled: the list an
 * administrator saw and approved, not one that changes behind them. With `reminder`, a
 * convocation's reminder is programmed in the same transaction (`programReminder`).
 */
export async function sendMessage(
  ctx: AppContext,
  { id: messageId, scheduledAt, reminder }: IdParams & SendMessageInput,
  actor: Administrator,
): Promise<MessageDetail> {
  const now = new Date();
  const at = scheduledAt ? new Date(scheduledAt) : now;
  if (at < now) throw invalidFields([{ path: 'scheduledAt', message: PAST_SCHEDULE }]);
  return ctx.db.transaction(async (tx) => {
    const message = await lockDraft(tx, messageId);
    const reminderAt = reminder ? await reminderDate(tx, message, at) : null;
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
    await recordSending(tx, actor, message, {
      before: message.status,
      status,
      audience,
      total,
      excludedCount,
      scheduledAt: scheduledAt ? at : null,
    });
    if (reminderAt) await programReminder(tx, actor, message, reminderAt, { total, excludedCount });
    await wakeMessageDelivery(tx);
    return selectMessage(tx, messageId);
  });
}

/** Stops what has not left yet: the waiting recipients are cancelled, the mails already sent stay sent. */
export async function cancelMessage(
  ctx: AppContext,
  { id: messageId }: IdParams,
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
  { id: messageId }: IdParams,
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
export async function sendTestMessage(
  ctx: AppContext,
  { id: messageId }: IdParams,
  admin: SessionUser,
): Promise<void> {
  const row = await findMessageRow(ctx.db, messageId);
  const reader = await readMessageReader(ctx.db, admin.id);
  if (!reader) throw new Error('administrator not found');
  const mail = messageMail({ ...row, subject: `[Test] ${row.subject}` }, reader, await getMessageSender(ctx));
  await enqueueMail(ctx.db, mail);
}
