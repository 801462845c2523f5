import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../domain/auth.ts';
import { canSeeDocument } from '../../../domain/document-permissions.ts';
import {
  type AdminDocument,
  type AdminDocumentPage,
  ALL_USERS_LABEL,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_TYPE_LABELS,
  type DocumentListQuery,
  type DownloadLink,
  documentUploadFieldsSchema,
  type MemberDocument,
  type MemberDocumentPage,
  TARGET_USER_REQUIRED,
} from '../../../domain/documents.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { toSingleLine } from '../../../domain/text-fields.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { documents, users } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import {
  type Administrator,
  changedFields,
  personLabel,
  recordAudit,
  removedFields,
} from '../audit/record.ts';
import { matchesMemberSearch } from '../members/member-search.ts';

type DocumentRow = typeof documents.$inferSelect;

const presentForMember = (
  row: Pick<DocumentRow, 'id' | 'nom' | 'type' | 'taille' | 'created_at'>,
): MemberDocument => ({
  id: row.id,
  nom: row.nom,
  type: row.type,
  taille: row.taille,
  created_at: row.created_at.toISOString(),
});

/**
 * `canSeeDocument` as a condition, for the paged list: the database picks the page among the
 * documents the member may read (`userId`). The type is written into the SQL, so that the
 * prepared statement's plan knows it.
 */
const visibleToMember = or(
  sql`${documents.type} = 'general'`,
  eq(documents.user_id, sql.placeholder('userId')),
);

/**
 * Every word typed in the name, case and accents aside; documents_search_trgm_idx indexes these
 * very words.
 */
const matchesDocumentName = (search: string) => matchesEveryWord(searchedWords(documents.nom), search);

/** Newest first (spec section 9); the id breaks ties so that no row shows on two pages. */
const newestFirst = [desc(documents.created_at), desc(documents.id)];

export const memberDocumentsList = defineList({
  name: 'member_documents',
  rows: (db, filter, window) =>
    db
      .select()
      .from(documents)
      .where(and(visibleToMember, filter))
      .orderBy(...newestFirst)
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(documents).where(and(visibleToMember, filter)),
});

/**
 * One page of the general documents and those addressed to the member, newest first, searched by
 * name. The two kinds are served by their own indexes, so the cost follows what the member may
 * read, not the whole table.
 */
export async function listMemberDocuments(
  { db }: AppContext,
  { search, page, pageSize }: DocumentListQuery,
  member: SessionUser,
): Promise<MemberDocumentPage> {
  const filter = matchesDocumentName(search);
  const { rows, total } = await memberDocumentsList.page(db, {
    filter,
    page: { page, pageSize },
    values: { userId: member.id },
  });
  return { items: rows.map(presentForMember), total, page, pageSize };
}

const signedLink = async (ctx: AppContext, row: Pick<DocumentRow, 'url' | 'nom'>): Promise<DownloadLink> => ({
  url: await ctx.storage.createDownloadUrl(row.url, row.nom),
});

/**
 * Another member's document answers exactly like a missing one (404), so that guessing ids
 * tells nothing about what exists.
 */
export async function getMemberDownloadLink(
  ctx: AppContext,
  { id }: IdParams,
  member: SessionUser,
): Promise<DownloadLink> {
  const [row] = await ctx.db
    .select({ url: documents.url, nom: documents.nom, type: documents.type, user_id: documents.user_id })
    .from(documents)
    .where(eq(documents.id, id));
  if (!row || !canSeeDocument(member, row)) throw notFound(DOCUMENT_NOT_FOUND);
  return signedLink(ctx, row);
}

export async function getDownloadLink(ctx: AppContext, { id: documentId }: IdParams): Promise<DownloadLink> {
  const [row] = await ctx.db
    .select({ url: documents.url, nom: documents.nom })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return signedLink(ctx, row);
}

const recipient = alias(users, 'recipient');
const uploader = alias(users, 'uploader');

/**
 * By document name, or by the recipient's name or email (as the member search reads them). The
 * recipients are found first, by their own index, and handed over as a list, so that each
 * condition is served by an index rather than by reading every document.
 */
function searchCondition(db: DbOrTx, search: string): SQL | undefined {
  if (!search) return undefined;
  const recipients = db.select({ id: users.id }).from(users).where(matchesMemberSearch(search));
  return or(matchesDocumentName(search), sql`${documents.user_id} = any(array(${recipients}))`);
}

/**
 * The page is chosen among the documents alone, then only its rows meet their recipient and
 * uploader: a far page skips index entries, not joins. Drizzle reads that page's columns through
 * the subquery's proxies, field by field and row by row: the one list that serves 10 % more with
 * its rows read by a mapper made for it (decision 0005).
 */
export const adminDocumentsList = defineList({
  name: 'admin_documents',
  compiledRows: true,
  rows: (db, filter, window) => {
    const chosen = db
      .select()
      .from(documents)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(window.limit)
      .offset(window.offset)
      .as('chosen');
    return db
      .select({
        id: chosen.id,
        nom: chosen.nom,
        type: chosen.type,
        taille: chosen.taille,
        created_at: chosen.created_at,
        recipient: { prenom: recipient.prenom, nom: recipient.nom, email: recipient.email },
        uploader: { prenom: uploader.prenom, nom: uploader.nom, email: uploader.email },
      })
      .from(chosen)
      .leftJoin(recipient, eq(chosen.user_id, recipient.id))
      .leftJoin(uploader, eq(chosen.uploader_id, uploader.id))
      .orderBy(desc(chosen.created_at), desc(chosen.id));
  },
  table: documents,
});

type AdminDocumentRow = Awaited<ReturnType<typeof adminDocumentsList.page>>['rows'][number];

const presentAdminDocument = (row: AdminDocumentRow): AdminDocument => ({
  ...presentForMember(row),
  recipient: row.recipient,
  uploader: row.uploader,
});

/**
 * One page of every document with its recipient and uploader, newest first (spec, admin section
 * 9). The documents may number a hundred thousand: the total is counted only so far.
 */
export async function listAllDocuments(
  { db }: AppContext,
  { search, page, pageSize }: DocumentListQuery,
): Promise<AdminDocumentPage> {
  const filter = searchCondition(db, search);
  const { rows, ...total } = await adminDocumentsList.page(db, { filter, page: { page, pageSize } });
  return { items: rows.map(presentAdminDocument), ...total, page, pageSize };
}

/** The name shown and given to the downloaded file: the uploaded file's own name, on one line. */
const documentName = (filename: string) => toSingleLine(path.basename(filename)).slice(0, 255) || 'document';

/** A document's fields as the journal shows them: its type in words, its recipient by name. */
const audited = (
  row: Pick<DocumentRow, 'nom' | 'type' | 'taille'>,
  recipient: { prenom: string; nom: string } | null,
) => ({
  nom: row.nom,
  type: DOCUMENT_TYPE_LABELS[row.type],
  destinataire: recipient ? personLabel(recipient) : ALL_USERS_LABEL,
  taille: row.taille,
});

/** A specific document goes to a validated member only, never to an erased account. */
async function lockRecipient(tx: DbOrTx, userId: string) {
  const notAMember = () => badRequest(TARGET_USER_REQUIRED, 'TARGET_USER');
  const recipient = await lockLiveAccount(tx, userId, { missing: notAMember });
  if (!recipient.is_active) throw notAMember();
  return { prenom: recipient.prenom, nom: recipient.nom };
}

export async function uploadDocument(
  ctx: AppContext,
  upload: Upload,
  actor: Administrator,
): Promise<AdminDocument> {
  // The type and recipient travel as text fields beside the file; the error handler names each refused one.
  const fields = documentUploadFieldsSchema.parse(upload.fields);
  const key = `documents/${randomUUID()}.${upload.extension}`;
  return storeUpload(ctx.storage, upload, key, async (size) => {
    const id = await ctx.db.transaction(async (tx) => {
      const recipientName = fields.user_id ? await lockRecipient(tx, fields.user_id) : null;
      const [row] = await tx
        .insert(documents)
        .values({
          nom: documentName(upload.filename),
          type: fields.type,
          taille: size,
          url: key,
          mime_type: upload.mimetype,
          user_id: fields.user_id,
          uploader_id: actor.id,
        })
        .returning();
      if (!row) throw new Error('document not recorded');
      await recordAudit(tx, actor, {
        action: 'document.create',
        target: { type: 'document', id: row.id, label: row.nom },
        changes: changedFields({}, audited(row, recipientName)),
      });
      return row.id;
    });
    const [created] = await adminDocumentsList.rows(ctx.db, {
      filter: eq(documents.id, id),
      page: { page: 1, pageSize: 1 },
    });
    if (!created) throw new Error('document not read back');
    return presentAdminDocument(created);
  });
}

/** The file and the row go together: if the file cannot be removed, the row stays. */
export async function deleteDocument(
  ctx: AppContext,
  { id: documentId }: IdParams,
  actor: Administrator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(documents).where(eq(documents.id, documentId)).returning();
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    const [recipientName] = row.user_id
      ? await tx.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, row.user_id))
      : [];
    await recordAudit(tx, actor, {
      action: 'document.delete',
      target: { type: 'document', id: row.id, label: row.nom },
      changes: removedFields(audited(row, recipientName ?? null)),
    });
    await ctx.storage.remove(row.url);
  });
}
