import { eq } from 'drizzle-orm';
import { MESSAGE_CATEGORY_LABELS, NOT_A_DRAFT } from '../../../domain/association-messages.ts';
import type {
  ListMessagesQuery,
  MessageDetail,
  MessagePage,
} from '../../../domain/association-messages-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { BODY_EMPTY, describeAudience, type MessageValues } from '../../../domain/message-audience.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assembleesGenerales, messages } from '../../db/schema.ts';
import { conflict, invalidFields } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { checkAudienceTargets } from './audience.ts';
import {
  lockMessage,
  type MessageRow,
  selectMessage,
  selectMessagePage,
  storedAudience,
} from './message-query.ts';
import { messageText, sanitizeMessageHtml } from './sanitize.ts';

export function listMessages({ db }: AppContext, query: ListMessagesQuery): Promise<MessagePage> {
  return selectMessagePage(db, query);
}

export function getMessage({ db }: AppContext, { id: messageId }: IdParams): Promise<MessageDetail> {
  return selectMessage(db, messageId);
}

/** A message's fields as the journal shows them. */
const auditedMessage = (message: Pick<MessageRow, 'category' | 'subject' | 'body_text' | 'audience'>) => ({
  category: MESSAGE_CATEGORY_LABELS[message.category],
  subject: message.subject,
  body_text: message.body_text,
  audience: describeAudience(storedAudience(message)),
});

export const messageTarget = (message: Pick<MessageRow, 'id' | 'subject'>) => ({
  type: 'message',
  id: message.id,
  label: message.subject,
});

/**
 * The stored columns of a message as composed: the body sanitised (what the editor can produce,
 * nothing else) and its plain-text part written from it. A body that sanitising leaves empty
 * (only a script, an image) is refused like an empty one.
 */
async function composedColumns(db: DbOrTx, input: MessageValues) {
  const body_html = sanitizeMessageHtml(input.bodyHtml);
  const body_text = messageText(body_html);
  if (!body_text) throw invalidFields([{ path: 'bodyHtml', message: BODY_EMPTY }]);
  await checkAudienceTargets(db, input.audience);
  if (
    input.assemblyId &&
    !(await db.$count(assembleesGenerales, eq(assembleesGenerales.id, input.assemblyId)))
  )
    throw invalidFields([{ path: 'assemblyId', message: 'Assemblée générale introuvable' }]);
  return {
    category: input.category,
    subject: input.subject,
    body_html,
    body_text,
    audience: input.audience,
    assembly_id: input.assemblyId,
  };
}

export async function createDraft(
  ctx: AppContext,
  input: MessageValues,
  actor: Administrator,
): Promise<MessageDetail> {
  return ctx.db.transaction(async (tx) => {
    const columns = await composedColumns(tx, input);
    const [row] = await tx
      .insert(messages)
      .values({ ...columns, created_by: actor.id })
      .returning();
    if (!row) throw new Error('message not created');
    await recordAudit(tx, actor, {
      action: 'message.create',
      target: messageTarget(row),
      changes: changedFields({}, auditedMessage(row)),
    });
    return selectMessage(tx, row.id);
  });
}

/** A draft only: once sent or scheduled, what members received (or will) stays as it was. */
export async function lockDraft(tx: DbOrTx, messageId: string): Promise<MessageRow> {
  const row = await lockMessage(tx, messageId);
  if (row.status !== 'brouillon') throw conflict(NOT_A_DRAFT, 'MESSAGE_STATUS');
  return row;
}

export async function updateDraft(
  ctx: AppContext,
  { id: messageId, ...input }: IdParams & MessageValues,
  actor: Administrator,
): Promise<MessageDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockDraft(tx, messageId);
    const columns = await composedColumns(tx, input);
    await tx
      .update(messages)
      .set({ ...columns, updated_at: new Date() })
      .where(eq(messages.id, messageId));
    await recordChanges(tx, actor, {
      action: 'message.update',
      target: messageTarget({ id: messageId, subject: columns.subject }),
      before: auditedMessage(before),
      after: auditedMessage(columns),
    });
    return selectMessage(tx, messageId);
  });
}

export async function deleteDraft(
  ctx: AppContext,
  { id: messageId }: IdParams,
  actor: Administrator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockDraft(tx, messageId);
    await tx.delete(messages).where(eq(messages.id, messageId));
    await recordAudit(tx, actor, {
      action: 'message.delete',
      target: messageTarget(row),
      changes: removedFields(auditedMessage(row)),
    });
  });
}
