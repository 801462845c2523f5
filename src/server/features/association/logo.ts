import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LOGO_NOT_FOUND } from '../../../domain/association.ts';
import { LOGO_SVG_INVALID } from '../../../domain/association-identity.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { associationSettings } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { readUploadBytes, storeUpload, type Upload } from '../../http/uploads.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import { SETTINGS_TARGET } from '../settings/journal.ts';
import { saveSomeSettings } from '../settings/service.ts';
import { sanitizeSvg } from './svg.ts';

const LOGO_PREFIX = 'association/';
/** Each upload gets its own name: a browser or a mail client that kept the old one never shows it for the new. */
const logoKey = (extension: string) => `${LOGO_PREFIX}logo-${randomUUID()}.${extension}`;

const LOGO_CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export async function findLogoKey(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ logo_key: associationSettings.logo_key }).from(associationSettings);
  return row?.logo_key ?? null;
}

/** The logo's address on this site, or null: `/api/association/logo/<name>`. */
export const logoPath = (key: string | null) => (key ? `/api/association/logo/${path.basename(key)}` : null);

/**
 * The logo's address for a mail, read far from this site: absolute, or null. PNG and JPEG only:
 * several mail programs (Gmail, Outlook) show no SVG.
 */
export async function findMailLogoUrl(ctx: Pick<AppContext, 'db' | 'config'>): Promise<string | null> {
  const key = await findLogoKey(ctx.db);
  if (!key || key.endsWith('.svg')) return null;
  return `${ctx.config.publicUrl}${logoPath(key)}`;
}

/** Points the settings at `key` (or at none), journalled, and gives back the key it replaces. */
async function replaceLogoKey(
  ctx: Pick<AppContext, 'db'>,
  key: string | null,
  actor: Administrator,
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(associationSettings).for('update');
    const previous = row?.logo_key ?? null;
    await saveSomeSettings(tx, { logo_key: key });
    await recordChanges(tx, actor, {
      action: 'settings.logo',
      target: SETTINGS_TARGET,
      before: { logo: previous ? 'image' : null },
      after: { logo: key ? (previous ? 'nouvelle image' : 'image') : null },
    });
    return previous;
  });
}

/** An SVG is read whole (it is small) and stored cleaned; PNG and JPEG flow to storage as sent. */
async function storeLogo(ctx: Pick<AppContext, 'db' | 'storage'>, upload: Upload, actor: Administrator) {
  const key = logoKey(upload.extension);
  if (upload.mimetype !== 'image/svg+xml') {
    return storeUpload(ctx.storage, upload, key, () => replaceLogoKey(ctx, key, actor));
  }
  const cleaned = sanitizeSvg((await readUploadBytes(upload)).toString('utf8'));
  if (!cleaned) throw badRequest(LOGO_SVG_INVALID, 'FILE_TYPE');
  await ctx.storage.put(key, Buffer.from(cleaned, 'utf8'), upload.mimetype);
  try {
    return await replaceLogoKey(ctx, key, actor);
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}

export async function setLogo(ctx: Pick<AppContext, 'db' | 'storage'>, upload: Upload, actor: Administrator) {
  const previous = await storeLogo(ctx, upload, actor);
  if (previous) await ctx.storage.remove(previous);
  return { logo_url: logoPath(await findLogoKey(ctx.db)) };
}

export async function removeLogo(ctx: Pick<AppContext, 'db' | 'storage'>, actor: Administrator) {
  const previous = await replaceLogoKey(ctx, null, actor);
  if (previous) await ctx.storage.remove(previous);
  return { logo_url: null };
}

/** The logo in force by its file name, with its type; a replaced one's name answers 404. */
export async function readLogoFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  { file: fileName }: { file: string },
) {
  const key = await findLogoKey(ctx.db);
  const file = key && path.basename(key) === fileName ? await ctx.storage.read(key) : null;
  if (!key || !file) throw notFound(LOGO_NOT_FOUND);
  return {
    body: file.body,
    contentType: LOGO_CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
  };
}

/**
 * The logo a PDF draws: PNG or JPEG, which PDFKit embeds as they are; null without a logo or with
 * an SVG (PDFKit draws no SVG, and no library here converts one): the PDF is then as without logo.
 */
export async function readLogoForPdf(ctx: { db: DbOrTx; storage: FileStorage }): Promise<Buffer | null> {
  const key = await findLogoKey(ctx.db);
  if (!key || key.endsWith('.svg')) return null;
  const file = await ctx.storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
