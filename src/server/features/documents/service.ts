import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminDocument,
  type DownloadLink,
  documentUploadFieldsSchema,
  type MemberDocument,
  TARGET_USER_REQUIRED,
} from '../../../domain/documents.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { documents, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Upload } from '../../http/uploads.ts';
import { createSignedFileUrl } from '../../infra/storage/signed-links.ts';

const DOCUMENT_NOT_FOUND = 'Document introuvable';

type DocumentRow = typeof documents.$inferSelect;

const presentForMember = (row: DocumentRow): MemberDocument => ({
  id: row.id,
  nom: row.nom,
  type: row.type,
  taille: row.taille,
  created_at: row.created_at.toISOString(),
});

/** What a member may read: general documents and those addressed to them. */
const visibleTo = (userId: string) => or(eq(documents.type, 'general'), eq(documents.user_id, userId));

/** Newest first (spec section 9). */
export async function listMemberDocuments({ db }: AppContext, userId: string): Promise<MemberDocument[]> {
  const rows = await db.select().from(documents).where(visibleTo(userId)).orderBy(desc(documents.created_at));
  return rows.map(presentForMember);
}

const signedLink = (ctx: AppContext, row: Pick<DocumentRow, 'url' | 'nom'>): DownloadLink => ({
  url: createSignedFileUrl(ctx.config.sessionSecret, row.url, { downloadName: row.nom }),
});

/**
 * Another member's document answers exactly like a missing one (404), so that guessing ids
 * tells nothing about what exists.
 */
export async function getMemberDownloadLink(
  ctx: AppContext,
  userId: string,
  documentId: string,
): Promise<DownloadLink> {
  const [row] = await ctx.db
    .select({ url: documents.url, nom: documents.nom })
    .from(documents)
    .where(and(eq(documents.id, documentId), visibleTo(userId)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return signedLink(ctx, row);
}

export async function getDownloadLink(ctx: AppContext, documentId: string): Promise<DownloadLink> {
  const [row] = await ctx.db
    .select({ url: documents.url, nom: documents.nom })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return signedLink(ctx, row);
}

const recipient = alias(users, 'recipient');
const uploader = alias(users, 'uploader');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(documents.nom, pattern),
    ilike(recipient.email, pattern),
    ilike(sql`${recipient.prenom} || ' ' || ${recipient.nom}`, pattern),
    ilike(sql`${recipient.nom} || ' ' || ${recipient.prenom}`, pattern),
  );
}

async function selectAdminDocuments(db: DbOrTx, where: SQL | undefined): Promise<AdminDocument[]> {
  const rows = await db
    .select({
      document: documents,
      recipient: { prenom: recipient.prenom, nom: recipient.nom, email: recipient.email },
      uploader: { prenom: uploader.prenom, nom: uploader.nom, email: uploader.email },
    })
    .from(documents)
    .leftJoin(recipient, eq(documents.user_id, recipient.id))
    .leftJoin(uploader, eq(documents.uploader_id, uploader.id))
    .where(where)
    .orderBy(desc(documents.created_at));
  return rows.map((row) => ({
    ...presentForMember(row.document),
    recipient: row.recipient,
    uploader: row.uploader,
  }));
}

/** Every document with its recipient and uploader, newest first; searched by name, recipient email or full name. */
export function listAllDocuments({ db }: AppContext, search: string | undefined): Promise<AdminDocument[]> {
  return selectAdminDocuments(db, searchCondition(search));
}

/** The name shown and given to the downloaded file: the uploaded file's own name. */
const documentName = (filename: string) => path.basename(filename).trim().slice(0, 255) || 'document';

export async function uploadDocument(
  ctx: AppContext,
  upload: Upload,
  uploaderId: string,
): Promise<AdminDocument> {
  // The type and recipient travel as text fields beside the file; the error handler names each refused one.
  const fields = documentUploadFieldsSchema.parse(upload.fields);
  if (fields.user_id) {
    const [target] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, fields.user_id), eq(users.is_active, true)));
    if (!target) throw badRequest(TARGET_USER_REQUIRED, 'TARGET_USER');
  }
  const key = `documents/${randomUUID()}.${upload.extension}`;
  await ctx.storage.put(key, upload.data, upload.mimetype);
  try {
    const [row] = await ctx.db
      .insert(documents)
      .values({
        nom: documentName(upload.filename),
        type: fields.type,
        taille: upload.data.length,
        url: key,
        mime_type: upload.mimetype,
        user_id: fields.user_id,
        uploader_id: uploaderId,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('document non enregistré');
    const [created] = await selectAdminDocuments(ctx.db, eq(documents.id, row.id));
    if (!created) throw new Error('document non relu');
    return created;
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}

/** The file and the row go together: if the file cannot be removed, the row stays. */
export async function deleteDocument(ctx: AppContext, documentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(documents)
      .where(eq(documents.id, documentId))
      .returning({ url: documents.url });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    await ctx.storage.remove(row.url);
  });
}
