import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AgDocument, documentUploadFieldsSchema } from '../../../domain/assemblies.ts';
import type { AppContext } from '../../app-context.ts';
import { documentsAg } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { readUpload } from '../../http/uploads.ts';
import { createSignedFileUrl } from '../../infra/storage/signed-links.ts';
import { findAssembly } from './member-service.ts';

const AG_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'image/jpeg',
  'image/png',
] as const;

const DOCUMENT_NOT_FOUND = 'Document introuvable';

/** Stored under `documents-ag/{ag id}/{type}_{timestamp}.{ext}`, as the spec's bucket path. */
export async function uploadAssemblyDocument(
  ctx: AppContext,
  agId: string,
  request: FastifyRequest,
): Promise<AgDocument> {
  await findAssembly(ctx.db, agId);
  const upload = await readUpload(request, {
    allowedTypes: AG_DOCUMENT_MIME_TYPES,
    typeMessage: 'Formats acceptés : PDF, Word, Excel, OpenDocument, texte, JPEG ou PNG',
  });
  // The error handler names each refused field.
  const fields = documentUploadFieldsSchema.parse(upload.fields);
  const key = `documents-ag/${agId}/${fields.type}_${Date.now()}.${upload.extension}`;
  await ctx.storage.put(key, upload.data, upload.mimetype);
  try {
    const [row] = await ctx.db
      .insert(documentsAg)
      .values({ ag_id: agId, type: fields.type, nom: fields.nom, url: key })
      .returning({ id: documentsAg.id, type: documentsAg.type, nom: documentsAg.nom });
    if (!row) throw new Error('document insert returned nothing');
    return row;
  } catch (error) {
    // The AG may have been deleted meanwhile: leave no orphan file.
    await ctx.storage.remove(key);
    throw error;
  }
}

async function findDocument(ctx: AppContext, documentId: string) {
  const [row] = await ctx.db.select().from(documentsAg).where(eq(documentsAg.id, documentId));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** Every member may read the AG's documents, through a link valid 60 seconds. */
export async function createDocumentLink(ctx: AppContext, documentId: string) {
  const document = await findDocument(ctx, documentId);
  const extension = document.url.split('.').pop() ?? 'bin';
  const downloadName = `${document.nom}.${extension}`;
  return { url: createSignedFileUrl(ctx.config.sessionSecret, document.url, { downloadName }) };
}

export async function deleteAssemblyDocument(ctx: AppContext, documentId: string) {
  const document = await findDocument(ctx, documentId);
  await ctx.db.delete(documentsAg).where(eq(documentsAg.id, documentId));
  await ctx.storage.remove(document.url);
}
