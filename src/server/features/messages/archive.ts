import { and, count, desc, eq, gte, inArray, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RecipientStatus } from '../../../domain/association-messages.ts';
import { MESSAGE_NOT_FOUND } from '../../../domain/association-messages.ts';
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
import type { AppContext } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { messageRecipients, messages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { fillPersonalFields, type MessageReader, readMessageReader } from './message-mail.ts';

export type ArchiveContext = Pick<AppContext, 'db' | 'config'>;

/** What the member received: mailed, or written to an address that refused it (it is theirs all the same). */
const SHOWN_STATUSES: RecipientStatus[] = ['envoye', 'echec'];

type Member = { id: string; joinedAt: Date; seesEarlierNews: boolean; reader: MessageReader };

async function readMember(ctx: ArchiveContext, userId: string): Promise<Member> {
  const user = await readMessageReader(ctx.db, userId);
  if (!user) throw notFound(MESSAGE_NOT_FOUND);
  const { createdAt, ...reader } = user;
  const settings = await getAssociationSettings(ctx);
  return { id: userId, joinedAt: createdAt, seesEarlierNews: settings.messages_archive_newcomers, reader };
}

/**
 * Who reads the archive, as the statements take it: the member's values, or placeholders for
 * them in the list's prepared statements (`memberValues`).
 */
type Reader = { id: unknown; joinedAt: unknown; seesEarlierNews: unknown; seasonStart: unknown };

const readerOf = (member: Member): Reader => ({
  id: member.id,
  joinedAt: member.joinedAt.toISOString(),
  seesEarlierNews: member.seesEarlierNews,
  seasonStart: seasonStart(todayIso()),
});

const READER_PLACEHOLDERS: Reader = {
  id: sql.placeholder('userId'),
  joinedAt: sql.placeholder('joinedAt'),
  seesEarlierNews: sql.placeholder('seesEarlierNews'),
  seasonStart: sql.placeholder('seasonStart'),
};

const memberValues = (member: Member) => {
  const { id: userId, ...values } = readerOf(member);
  return { userId, ...values };
};

const isReceivedBy = (reader: Pick<Reader, 'id'>) =>
  and(
    eq(messageRecipients.user_id, sql`${reader.id}::uuid`),
    inArray(messageRecipients.status, SHOWN_STATUSES),
  );

/**
 * The news sent to all members this season before the member joined: theirs to read, as if they
 * had been there (the setting `messages_archive_newcomers`, on by default). Members of the time
 * who did not get them (they had left the news) do not see them here either.
 */
function isEarlierNewsFor(reader: Reader): SQL {
  const seasonBegan = sql`(${reader.seasonStart}::date::timestamp at time zone 'Europe/Paris')`;
  const received = and(
    eq(messageRecipients.message_id, messages.id),
    eq(messageRecipients.user_id, sql`${reader.id}::uuid`),
  );
  return and(
    sql`${reader.seesEarlierNews}::boolean`,
    eq(messages.category, 'informations'),
    inArray(messages.status, ['envoi', 'envoye']),
    sql`${messages.audience} -> 'filters' = '[{"kind": "tous"}]'::jsonb`,
    gte(messages.sent_at, seasonBegan),
    lt(messages.sent_at, sql`${reader.joinedAt}::timestamptz`),
    notExists(
      // Written out: the outer query's `messages` must stay the one compared.
      sql`(select 1 from ${messageRecipients} where ${received})`,
    ),
  ) as SQL;
}

/** What the member received, and the earlier news theirs to read (listed as read: not addressed to them, nothing new). */
function memberMessages(db: DbOrTx) {
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
    .where(isReceivedBy(READER_PLACEHOLDERS));
  const earlier = db
    .select({
      id: messages.id,
      category: messages.category,
      subject: messages.subject,
      sentAt: sql<Date>`${messages.sent_at}`.as('sent_at'),
      read: sql<boolean>`true`.as('read'),
    })
    .from(messages)
    .where(isEarlierNewsFor(READER_PLACEHOLDERS));
  return unionAll(received, earlier);
}

/** One member's messages: a few a month, counted exactly. */
export const memberMessagesList = defineList({
  name: 'member_messages',
  rows: (db, _filter, window) =>
    memberMessages(db).orderBy(desc(sql`sent_at`), desc(sql`id`)).limit(window.limit).offset(window.offset),
  count: (db) => db.select({ total: count() }).from(sql`(${memberMessages(db)}) as mine`),
});

/** The member's messages, newest first, and how many they have not opened. */
export async function listMemberMessages(
  ctx: ArchiveContext,
  { page, pageSize }: ListMemberMessagesQuery,
  { id: userId }: SessionUser,
): Promise<MemberMessagePage> {
  const { db } = ctx;
  const member = await readMember(ctx, userId);
  const [{ rows, total }, [received]] = await Promise.all([
    memberMessagesList.page(db, { page: { page, pageSize }, values: memberValues(member) }),
    db
      .select({ unread: count() })
      .from(messageRecipients)
      .where(and(isReceivedBy(member), isNull(messageRecipients.read_at))),
  ]);
  return {
    items: rows.map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString() })),
    total,
    unread: received?.unread ?? 0,
    page,
    pageSize,
  };
}

async function findMemberMessage(db: Db, member: Member, messageId: string) {
  const [received] = await db
    .select({ message: messages, sentAt: messageRecipients.sent_at })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(and(eq(messageRecipients.message_id, messageId), isReceivedBy(member)));
  if (received) return { ...received, isReceived: true };
  const [earlier] = await db
    .select({ message: messages, sentAt: messages.sent_at })
    .from(messages)
    .where(and(eq(messages.id, messageId), isEarlierNewsFor(readerOf(member))));
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
