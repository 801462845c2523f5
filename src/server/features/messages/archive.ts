import { and, count, desc, eq, gte, inArray, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RecipientStatus } from '../../../domain/association-messages.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type {
  ListMemberMessagesQuery,
  MemberMessage,
  MemberMessagePage,
} from '../../../domain/member-messages.ts';
import { seasonStart } from '../../../domain/member-messages.ts';
import { todayIso } from '../../../domain/members.ts';
import { pageOffset } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { messageRecipients, messages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { fillPersonalFields, type MessageReader, readMessageReader } from './message-mail.ts';
import { MESSAGE_NOT_FOUND } from './message-query.ts';

export type ArchiveContext = Pick<AppContext, 'db' | 'config'>;

/** What the member received: mailed, or written to an address that refused it (it is theirs all the same). */
const SHOWN_STATUSES: RecipientStatus[] = ['envoye', 'echec'];

type Member = { id: string; joinedAt: Date; seesEarlierNews: boolean; reader: MessageReader };

async function readMember(ctx: ArchiveContext, userId: string): Promise<Member> {
  const user = await readMessageReader(ctx.db, userId);
  if (!user) throw notFound(MESSAGE_NOT_FOUND);
  const { createdAt, ...reader } = user;
  const settings = await getAssociationSettings(ctx.db, ctx.config);
  return { id: userId, joinedAt: createdAt, seesEarlierNews: settings.messages_archive_newcomers, reader };
}

const isReceivedBy = (userId: string) =>
  and(eq(messageRecipients.user_id, userId), inArray(messageRecipients.status, SHOWN_STATUSES));

/**
 * The news sent to all members this season before the member joined: theirs to read, as if they
 * had been there (the setting `messages_archive_newcomers`, on by default). Members of the time
 * who did not get them (they had left the news) do not see them here either.
 */
function isEarlierNewsFor(member: Member): SQL {
  if (!member.seesEarlierNews) return sql`false`;
  const seasonBegan = sql`(${seasonStart(todayIso())}::date::timestamp at time zone 'Europe/Paris')`;
  const received = and(
    eq(messageRecipients.message_id, messages.id),
    eq(messageRecipients.user_id, member.id),
  );
  return and(
    eq(messages.category, 'informations'),
    inArray(messages.status, ['envoi', 'envoye']),
    sql`${messages.audience} -> 'filters' = '[{"kind": "tous"}]'::jsonb`,
    gte(messages.sent_at, seasonBegan),
    lt(messages.sent_at, member.joinedAt),
    notExists(
      // Written out: the outer query's `messages` must stay the one compared.
      sql`(select 1 from ${messageRecipients} where ${received})`,
    ),
  ) as SQL;
}

/** The member's messages, newest first, and how many they have not opened. */
export async function listMemberMessages(
  ctx: ArchiveContext,
  { page, pageSize }: ListMemberMessagesQuery,
  { id: userId }: SessionUser,
): Promise<MemberMessagePage> {
  const { db } = ctx;
  const member = await readMember(ctx, userId);
  const received = db
    .select({
      id: messages.id,
      category: messages.category,
      subject: messages.subject,
      sentAt: sql<Date>`coalesce(${messageRecipients.sent_at}, ${messages.sent_at})`.as('sent_at'),
      read: sql<boolean>`${messageRecipients.read_at} is not null`.as('read'),
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(isReceivedBy(member.id));
  // Not addressed to them, so nothing new to them: listed as read.
  const earlier = db
    .select({
      id: messages.id,
      category: messages.category,
      subject: messages.subject,
      sentAt: sql<Date>`${messages.sent_at}`.as('sent_at'),
      read: sql<boolean>`true`.as('read'),
    })
    .from(messages)
    .where(isEarlierNewsFor(member));
  const [rows, [receivedCounts], [earlierCount]] = await Promise.all([
    unionAll(received, earlier)
      .orderBy(desc(sql`sent_at`), desc(sql`id`))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${isNull(messageRecipients.read_at)})`.mapWith(Number),
      })
      .from(messageRecipients)
      .where(isReceivedBy(member.id)),
    db.select({ total: count() }).from(messages).where(isEarlierNewsFor(member)),
  ]);
  return {
    items: rows.map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString() })),
    total: (receivedCounts?.total ?? 0) + (earlierCount?.total ?? 0),
    unread: receivedCounts?.unread ?? 0,
    page,
    pageSize,
  };
}

async function findMemberMessage(db: Db, member: Member, messageId: string) {
  const [received] = await db
    .select({ message: messages, sentAt: messageRecipients.sent_at })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(and(eq(messageRecipients.message_id, messageId), isReceivedBy(member.id)));
  if (received) return { ...received, isReceived: true };
  const [earlier] = await db
    .select({ message: messages, sentAt: messages.sent_at })
    .from(messages)
    .where(and(eq(messages.id, messageId), isEarlierNewsFor(member)));
  return earlier && { ...earlier, isReceived: false };
}

/**
 * One of the member's messages, its personal fields filled with theirs, as the mail was. A
 * message they did not receive answers 404, whoever else did. Reading it changes nothing: the
 * page says it was opened with `markMemberMessageRead`.
 */
export async function getMemberMessage(
  ctx: ArchiveContext,
  { id: messageId }: IdParams,
  { id: userId }: SessionUser,
): Promise<MemberMessage> {
  const member = await readMember(ctx, userId);
  const found = await findMemberMessage(ctx.db, member, messageId);
  if (!found) throw notFound(MESSAGE_NOT_FOUND);
  const { message } = found;
  return {
    id: message.id,
    category: message.category,
    subject: fillPersonalFields(message.subject, member.reader),
    sentAt: (found.sentAt ?? message.sent_at ?? message.created_at).toISOString(),
    bodyHtml: fillPersonalFields(message.body_html, member.reader, escapeHtml),
  };
}

/**
 * The member opened one of their messages: read from now on. The earlier news they did not
 * receive are listed as read already; a message they cannot see answers 404.
 */
export async function markMemberMessageRead(
  ctx: ArchiveContext,
  { id: messageId }: IdParams,
  { id: userId }: SessionUser,
): Promise<void> {
  const member = await readMember(ctx, userId);
  const found = await findMemberMessage(ctx.db, member, messageId);
  if (!found) throw notFound(MESSAGE_NOT_FOUND);
  if (!found.isReceived) return;
  await ctx.db
    .update(messageRecipients)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(messageRecipients.message_id, messageId),
        eq(messageRecipients.user_id, member.id),
        isNull(messageRecipients.read_at),
      ),
    );
}
