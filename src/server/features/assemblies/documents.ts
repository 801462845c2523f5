import { count, eq } from 'drizzle-orm';
import {
  AG_DOCUMENT_TYPE_LABELS,
  AG_DOCUMENTS_MAX,
  AG_RULES,
  type AgDocumentType,
} from '../../../domain/assemblies.ts';
import { type AgDocument, documentUploadFieldsSchema } from '../../../domain/assemblies-schemas.ts';
import { MINUTES_MESSAGES } from '../../../domain/assembly-minutes.ts';
import { DOCUMENT_NOT_FOUND } from '../../../domain/documents.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { assembleesGenerales, documentsAg } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import { type Administrator, changedFields, recordAudit, removedFields } from '../audit/record.ts';
import { lockAssembly } from './assembly-lock.ts';
import { findAssembly } from './member-service.ts';
import { findMinutesDocument } from './minutes.ts';
import { type AssemblyRow, assemblyLabel } from './presenters.ts';

/** What an AG's document may be: the route reads the upload with these. */
export const AG_DOCUMENT_UPLOAD = {
  allowedTypes: [
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
  ],
  typeMessage: 'Formats acceptés : PDF, Word, Excel, OpenDocument, texte, JPEG ou PNG',
} as const;

/** The `:documentId` of a route's path. */
type DocumentParams = { documentId: string };

/**
 * Once finalised, the minutes are the AG's only « Procès-verbal »: members read the latest document
 * of that type as its minutes, so another one would take their place.
 */
function refuseSecondMinutes(assembly: Pick<AssemblyRow, 'minutes_finalised_at'>, type: string) {
  if (assembly.minutes_finalised_at && type === 'proces_verbal')
    throw conflict(MINUTES_MESSAGES.typeTaken, 'CONFLICT', [
      { path: 'type', message: MINUTES_MESSAGES.typeTaken },
    ]);
}

/** Stored under `documents-ag/{ag id}/{type}_{timestamp}.{ext}`, as the spec's bucket path. */
export async function uploadAssemblyDocument(
  ctx: AppContext,
  { id: agId, upload }: IdParams & { upload: Upload },
  actor: Administrator,
): Promise<AgDocument> {
  const assembly = await findAssembly(ctx.db, agId);
  await refuseOneMore(ctx, agId);
  // The name and type travel as text fields beside the file; the error handler names each refused one.
  const fields = documentUploadFieldsSchema.parse(upload.fields);
  refuseSecondMinutes(assembly, fields.type);
  const key = `documents-ag/${agId}/${fields.type}_${Date.now()}.${upload.extension}`;
  return storeUpload(ctx.storage, upload, key, () =>
    recordDocument(ctx, assembly, { ...fields, key }, actor),
  );
}

/**
 * A PDF the app drew itself (the books' rapport financier) added to an AG's documents as an
 * administrator's upload would be: same limit, same storage, same journal line.
 */
export async function addGeneratedAssemblyDocument(
  ctx: AppContext,
  { id: agId, type, nom, pdf }: IdParams & { type: AgDocumentType; nom: string; pdf: Buffer },
  actor: Administrator,
): Promise<AgDocument> {
  const assembly = await findAssembly(ctx.db, agId);
  await refuseOneMore(ctx, agId);
  refuseSecondMinutes(assembly, type);
  const key = `documents-ag/${agId}/${type}_${Date.now()}.pdf`;
  await ctx.storage.put(key, pdf, 'application/pdf');
  try {
    return await recordDocument(ctx, assembly, { type, nom, key }, actor);
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}

/** The member page lists every document of the AG, so an AG holds a bounded number of them. */
async function refuseOneMore(ctx: AppContext, agId: string) {
  const [held] = await ctx.db.select({ count: count() }).from(documentsAg).where(eq(documentsAg.ag_id, agId));
  if ((held?.count ?? 0) >= AG_DOCUMENTS_MAX) throw conflict(AG_RULES.tooManyDocuments, 'TOO_MANY_DOCUMENTS');
}

/** The stored file's row and its journal line, under the AG's lock. */
function recordDocument(
  ctx: AppContext,
  assembly: AssemblyRow,
  { type, nom, key }: { type: AgDocumentType; nom: string; key: string },
  actor: Administrator,
) {
  // The AG may be deleted meanwhile: the lock then fails, and the file goes with it.
  return ctx.db.transaction(async (tx) => {
    // Checked again under the AG's lock: the minutes may have been finalised while the file was stored.
    refuseSecondMinutes(await lockAssembly(tx, assembly.id), type);
    const [row] = await tx
      .insert(documentsAg)
      .values({ ag_id: assembly.id, type, nom, url: key })
      .returning({ id: documentsAg.id, type: documentsAg.type, nom: documentsAg.nom });
    if (!row) throw new Error('document insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'assembly.document-add',
      target: documentTarget(row, assembly),
      changes: changedFields({}, audited(row)),
    });
    return row;
  });
}

/** An AG's document as the journal shows it: its name, its type in words. */
const audited = (row: { type: string; nom: string }) => ({
  nom: row.nom,
  type: AG_DOCUMENT_TYPE_LABELS[row.type as keyof typeof AG_DOCUMENT_TYPE_LABELS] ?? row.type,
});

/** "Convocation, AG du 12/03/2026" */
const documentTarget = (row: { id: string; nom: string }, assembly: Pick<AssemblyRow, 'date'>) => ({
  type: 'assembly-document',
  id: row.id,
  label: `${row.nom}, ${assemblyLabel(assembly)}`,
});

async function findDocument(ctx: AppContext, documentId: string) {
  const [row] = await ctx.db.select().from(documentsAg).where(eq(documentsAg.id, documentId));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** Every member may read the AG's documents, through a link valid 60 seconds. */
export async function createDocumentLink(ctx: AppContext, { documentId }: DocumentParams) {
  const document = await findDocument(ctx, documentId);
  const extension = document.url.split('.').pop() ?? 'bin';
  const downloadName = `${document.nom}.${extension}`;
  return { url: await ctx.storage.createDownloadUrl(document.url, downloadName) };
}

export async function deleteAssemblyDocument(
  ctx: AppContext,
  { documentId }: DocumentParams,
  actor: Administrator,
) {
  const url = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        document: documentsAg,
        ag: {
          date: assembleesGenerales.date,
          minutes_finalised_at: assembleesGenerales.minutes_finalised_at,
        },
      })
      .from(documentsAg)
      .innerJoin(assembleesGenerales, eq(assembleesGenerales.id, documentsAg.ag_id))
      .where(eq(documentsAg.id, documentId))
      .for('update', { of: documentsAg });
    if (!found) throw notFound(DOCUMENT_NOT_FOUND);
    // The finalised minutes are the AG's record, as final as its votes.
    if (found.ag.minutes_finalised_at && (await findMinutesDocument(tx, found.document.ag_id)) === documentId)
      throw conflict(MINUTES_MESSAGES.documentKept);
    await tx.delete(documentsAg).where(eq(documentsAg.id, documentId));
    await recordAudit(tx, actor, {
      action: 'assembly.document-delete',
      target: documentTarget(found.document, found.ag),
      changes: removedFields(audited(found.document)),
    });
    return found.document.url;
  });
  await ctx.storage.remove(url);
}
