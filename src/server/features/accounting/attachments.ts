import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ENTRY_NOT_FOUND, NO_ATTACHMENT } from '../../../domain/accounting.ts';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import type { DownloadLink } from '../../../domain/documents.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { toSingleLine } from '../../../domain/text-fields.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingEntries, accountingYears } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import { lockEntry } from './entries.ts';
import { entryTarget } from './entry-audit.ts';
import { readEntry } from './entry-view.ts';
import { refuseUnchangeable } from './year-locks.ts';

/** The attached file's name as shown and downloaded: the sender's own, on one line. */
const attachmentName = (filename: string) =>
  toSingleLine(path.basename(filename)).slice(0, 255) || 'justificatif';

type Attachment = { key: string; name: string; type: string; size: number } | null;

/**
 * Sets or removes an entry's receipt, in an open year (a closed year's entries do not change,
 * their receipts neither), journalled; gives the key of the file it replaced.
 */
async function setAttachment(tx: DbOrTx, id: string, attachment: Attachment, actor: Administrator) {
  const entry = await lockEntry(tx, id);
  const [year] = await tx
    .select()
    .from(accountingYears)
    .where(eq(accountingYears.id, entry.year_id))
    .for('share');
  refuseUnchangeable(entry, year);
  await tx
    .update(accountingEntries)
    .set({
      attachment_key: attachment?.key ?? null,
      attachment_name: attachment?.name ?? null,
      attachment_type: attachment?.type ?? null,
      attachment_size: attachment?.size ?? null,
    })
    .where(eq(accountingEntries.id, id));
  await recordChanges(tx, actor, {
    action: 'accounting.entry-update',
    target: entryTarget(entry),
    before: { justificatif: entry.attachment_name },
    after: { justificatif: attachment?.name ?? null },
  });
  return entry.attachment_key;
}

/** Removes a replaced file once its row no longer names it; a file left behind costs bytes only. */
const forget = (ctx: AppContext, key: string | null) =>
  key ? ctx.storage.remove(key).catch(() => undefined) : Promise.resolve();

/**
 * Attaches a receipt (a photo or a PDF, its type read from its content by the route, its size
 * bounded like any upload) to an entry, replacing the one it had.
 */
export async function attachReceipt(
  ctx: AppContext,
  { id, upload }: IdParams & { upload: Upload },
  actor: Administrator,
): Promise<Entry> {
  const key = `comptabilite/${randomUUID()}.${upload.extension}`;
  const replaced = await storeUpload(ctx.storage, upload, key, (size) =>
    ctx.db.transaction((tx) =>
      setAttachment(
        tx,
        id,
        { key, name: attachmentName(upload.filename), type: upload.mimetype, size },
        actor,
      ),
    ),
  );
  await forget(ctx, replaced);
  return readEntry(ctx.db, id);
}

export async function removeReceipt(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<Entry> {
  const removed = await ctx.db.transaction(async (tx) => {
    const key = await setAttachment(tx, id, null, actor);
    if (!key) throw notFound(NO_ATTACHMENT);
    return key;
  });
  await forget(ctx, removed);
  return readEntry(ctx.db, id);
}

/** A link valid 60 seconds to the receipt, under its own name. */
export async function getReceiptLink(ctx: AppContext, { id }: IdParams): Promise<DownloadLink> {
  const [entry] = await ctx.db
    .select({ key: accountingEntries.attachment_key, name: accountingEntries.attachment_name })
    .from(accountingEntries)
    .where(eq(accountingEntries.id, id));
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  if (!entry.key || !entry.name) throw notFound(NO_ATTACHMENT);
  return { url: await ctx.storage.createDownloadUrl(entry.key, entry.name) };
}
