import type { Readable } from 'node:stream';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { RECIPIENT_STATUS_LABELS } from '../../../domain/association-messages.ts';
import type {
  ListRecipientsQuery,
  Recipient,
  RecipientFilters,
  RecipientPage,
} from '../../../domain/association-messages-schemas.ts';
import { formatDateTime } from '../../../domain/format.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { messageRecipients, users } from '../../db/schema.ts';
import { matchesEveryWord } from '../../db/text-search.ts';
import { excelCsvBatches } from '../../http/excel-csv.ts';
import { findMessageRow, ofMessage } from './message-query.ts';

/** A page's fields; `email` is where the mail went, or the member's address while it waits. */
const recipientFields = {
  userId: messageRecipients.user_id,
  prenom: users.prenom,
  nom: users.nom,
  email: sql<string>`coalesce(${messageRecipients.email}, ${users.email})`,
  status: messageRecipients.status,
  sentAt: messageRecipients.sent_at,
  lastError: messageRecipients.last_error,
  readAt: messageRecipients.read_at,
};

/** One message's recipients, searched by name and email (`users_search_text_trgm_idx`), one state. */
const matchesRecipientFilters = ({ search, status }: RecipientFilters) =>
  and(
    status ? eq(messageRecipients.status, status) : undefined,
    matchesEveryWord(sql`${users.search_text}`, search),
  );

const matchesRecipients = (messageId: string, filters: RecipientFilters) =>
  and(ofMessage(messageId), matchesRecipientFilters(filters));

const selectRecipients = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(recipientFields)
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.user_id))
    .where(where);

const present = (row: Awaited<ReturnType<typeof selectRecipients>>[number]): Recipient => ({
  userId: row.userId,
  prenom: row.prenom,
  nom: row.nom,
  email: row.email,
  status: row.status,
  sentAt: row.sentAt?.toISOString() ?? null,
  lastError: row.lastError,
  readAt: row.readAt?.toISOString() ?? null,
});

/** The message whose recipients a page lists: a value of the prepared statements. */
const ofListedMessage = eq(messageRecipients.message_id, sql.placeholder('messageId'));

/** One message's recipients: as many as the members, counted exactly all the same (the proof of a sending). */
export const recipientsList = defineList({
  name: 'message_recipients',
  rows: (db, filter, window) =>
    selectRecipients(db, and(ofListedMessage, filter))
      .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  // Without a search or state, the message's key alone counts its recipients.
  count: (db, filter) =>
    filter
      ? db
          .select({ total: count() })
          .from(messageRecipients)
          .innerJoin(users, eq(users.id, messageRecipients.user_id))
          .where(and(ofListedMessage, filter))
      : db.select({ total: count() }).from(messageRecipients).where(ofListedMessage),
});

/** A page of a message's recipients, by name: the proof of who was sent what. */
export async function listRecipients(
  { db }: AppContext,
  { id: messageId, page, pageSize, ...filters }: IdParams & ListRecipientsQuery,
): Promise<RecipientPage> {
  await findMessageRow(db, messageId);
  const { rows, total } = await recipientsList.page(db, {
    filter: matchesRecipientFilters(filters),
    page: { page, pageSize },
    values: { messageId },
  });
  return { items: rows.map(present), total, page, pageSize };
}

const EXPORT_BATCH = 1_000;

type Cursor = { nom: string; prenom: string; userId: string };

const after = (cursor: Cursor | undefined) =>
  cursor
    ? sql`(${users.nom}, ${users.prenom}, ${users.id}) > (${cursor.nom}, ${cursor.prenom}, ${cursor.userId}::uuid)`
    : undefined;

/**
 * Every recipient the filters select, by name as the page shows them, a batch at a time, each read
 * after the last one (not by offset): a convocation's proof of 10,000 members costs the same per row
 * from start to end.
 */
async function* recipientBatches(db: DbOrTx, where: SQL | undefined) {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await selectRecipients(db, and(where, after(cursor)))
      .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
      .limit(EXPORT_BATCH);
    if (rows.length)
      yield rows.map((row) => [
        row.nom,
        row.prenom,
        row.email,
        RECIPIENT_STATUS_LABELS[row.status],
        row.sentAt ? formatDateTime(row.sentAt) : '',
        row.lastError ?? '',
        row.readAt ? formatDateTime(row.readAt) : '',
      ]);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { nom: last.nom, prenom: last.prenom, userId: last.userId };
  }
}

const CSV_HEADER = ['Nom', 'Prénom', 'Email', 'État', 'Envoyé le', 'Erreur', 'Lu le'];

/** The recipients' CSV (French Excel), with the page's search and state; a missing message is a 404 before the download starts. */
export async function exportRecipients(
  { db }: AppContext,
  { id: messageId, ...filters }: IdParams & RecipientFilters,
): Promise<{ fileName: string; stream: Readable }> {
  const message = await findMessageRow(db, messageId);
  const day = (message.sent_at ?? message.created_at).toISOString().slice(0, 10);
  return {
    fileName: `destinataires-${day}.csv`,
    stream: excelCsvBatches(CSV_HEADER, recipientBatches(db, matchesRecipients(messageId, filters))),
  };
}
