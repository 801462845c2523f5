import { and, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { RecipientStatus } from '../../../domain/association-messages.ts';
import { MESSAGE_NOT_FOUND } from '../../../domain/association-messages.ts';
import type {
  ListMessagesQuery,
  MessageDetail,
  MessagePage,
  MessageSummary,
  RecipientCounts,
} from '../../../domain/association-messages-schemas.ts';
import { type Audience, audienceSchema } from '../../../domain/message-audience.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { messageRecipients, messages, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { personLabel } from '../audit/record.ts';

export type MessageRow = typeof messages.$inferSelect;
type AuthoredRow = MessageRow & { author: { prenom: string; nom: string } | null };

const COUNT_KEYS: Record<RecipientStatus, keyof Omit<RecipientCounts, 'total'>> = {
  envoye: 'sent',
  en_attente: 'waiting',
  echec: 'failed',
  annule: 'cancelled',
};

const noRecipients = (): RecipientCounts => ({ total: 0, sent: 0, waiting: 0, failed: 0, cancelled: 0 });

/** The recipients of these messages only, by state, read on the recipients' key (message first). */
async function countRecipients(db: DbOrTx, messageIds: string[]): Promise<Map<string, RecipientCounts>> {
  const byMessage = new Map<string, RecipientCounts>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: messageRecipients.message_id, status: messageRecipients.status, total: count() })
    .from(messageRecipients)
    .where(inArray(messageRecipients.message_id, messageIds))
    .groupBy(messageRecipients.message_id, messageRecipients.status);
  for (const row of rows) {
    const counts = byMessage.get(row.messageId) ?? noRecipients();
    counts[COUNT_KEYS[row.status]] += row.total;
    counts.total += row.total;
    byMessage.set(row.messageId, counts);
  }
  return byMessage;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentSummary(row: AuthoredRow, counts: RecipientCounts | undefined): MessageSummary {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    scheduledAt: iso(row.scheduled_at),
    sentAt: iso(row.sent_at),
    createdAt: row.created_at.toISOString(),
    authorName: row.author ? personLabel(row.author) : null,
    counts: counts ?? noRecipients(),
    excludedCount: row.excluded_count,
  };
}

/** The audience as stored: a JSON column the database does not check, so read back through `audienceSchema`. */
export const storedAudience = (row: Pick<MessageRow, 'audience'>): Audience =>
  audienceSchema.parse(row.audience);

const selectAuthored = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ ...getTableColumns(messages), author: { prenom: users.prenom, nom: users.nom } })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.created_by))
    .where(where);

/** A message a week or so: counted exactly. */
export const messagesList = defineList({
  name: 'admin_messages',
  rows: (db, filter, window) =>
    selectAuthored(db, filter)
      .orderBy(desc(messages.created_at), desc(messages.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(messages).where(filter),
});

/** A page of `/admin/messages`, newest first, optionally one status (`messages_status_created_idx`). */
export async function selectMessagePage(
  db: DbOrTx,
  { page, pageSize, status }: ListMessagesQuery,
): Promise<MessagePage> {
  const filter = status ? eq(messages.status, status) : undefined;
  const { rows, total } = await messagesList.page(db, { filter, page: { page, pageSize } });
  const counts = await countRecipients(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentSummary(row, counts.get(row.id))), total, page, pageSize };
}

export async function selectMessage(db: DbOrTx, messageId: string): Promise<MessageDetail> {
  const [row] = await selectAuthored(db, eq(messages.id, messageId));
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  const counts = await countRecipients(db, [row.id]);
  return {
    ...presentSummary(row, counts.get(row.id)),
    bodyHtml: row.body_html,
    bodyText: row.body_text,
    audience: storedAudience(row),
    assemblyId: row.assembly_id,
  };
}

export async function findMessageRow(db: DbOrTx, messageId: string): Promise<MessageRow> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

/** Locks the message until the transaction ends: one change of state at a time. */
export async function lockMessage(tx: DbOrTx, messageId: string): Promise<MessageRow> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

export const ofMessage = (messageId: string, status?: RecipientStatus) =>
  and(eq(messageRecipients.message_id, messageId), status ? eq(messageRecipients.status, status) : undefined);
