import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { donationReceipts, donationSettings } from '../../db/schema.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import { getDonationSettings } from './donation-settings.ts';
import {
  DONATION_SETTINGS_TARGET,
  type DonationSettingsView,
  lockDonationSettings,
  readDonationSettings,
} from './settings-service.ts';

/** PDFKit draws these two; a scanned signature fits well below the cap. */
export const SIGNATURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const SIGNATURE_MAX_BYTES = 500 * 1024;
export const SIGNATURE_TYPE_MESSAGE = 'La signature doit être une image PNG ou JPEG';
export const SIGNATURE_TOO_LARGE = 'L’image de la signature ne doit pas dépasser 500 Ko';

/**
 * Under documents/, which only signed links serve: a signature printed on legal receipts is not
 * an image for anyone to fetch by its address.
 */
const signatureKey = (extension: string) => `documents/signature-recus-${randomUUID()}.${extension}`;

/** Points the settings at `key` (or at none) and gives back the key it replaces. */
async function replaceSignatureKey(
  ctx: Pick<AppContext, 'db'>,
  key: string | null,
  actor: Administrator,
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockDonationSettings(tx);
    await tx.update(donationSettings).set({ signature_key: key }).where(eq(donationSettings.id, true));
    await recordChanges(tx, actor, {
      action: 'donation.settings',
      target: DONATION_SETTINGS_TARGET,
      before: { signature: before.signature_key ? 'image' : null },
      after: { signature: key ? (before.signature_key ? 'nouvelle image' : 'image') : null },
    });
    return before.signature_key;
  });
}

/**
 * Drops the file of a signature the settings no longer name, unless a receipt issued under it
 * prints it still (each receipt keeps its signatory as issued).
 */
async function dropUnusedSignature(ctx: Pick<AppContext, 'db' | 'storage'>, key: string | null) {
  if (!key) return;
  const [printed] = await ctx.db
    .select({ id: donationReceipts.id })
    .from(donationReceipts)
    .where(sql`${donationReceipts.beneficiary}->>'signature_key' = ${key}`)
    .limit(1);
  if (!printed) await ctx.storage.remove(key);
}

/** Stores the image first, then points the settings at it and drops the one it replaces. */
export async function setSignature(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  upload: Upload,
  actor: Administrator,
): Promise<DonationSettingsView> {
  const key = signatureKey(upload.extension);
  const previous = await storeUpload(ctx.storage, upload, key, () => replaceSignatureKey(ctx, key, actor));
  await dropUnusedSignature(ctx, previous);
  return readDonationSettings(ctx);
}

export async function removeSignature(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  actor: Administrator,
): Promise<DonationSettingsView> {
  await dropUnusedSignature(ctx, await replaceSignatureKey(ctx, null, actor));
  return readDonationSettings(ctx);
}

export type SignatureImage = { data: Buffer; contentType: string };

/** The settings' signature and its type, or null when none is set (or its file is gone). */
export async function readSignature(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<SignatureImage | null> {
  return readSignatureFile(ctx, (await getDonationSettings(ctx.db)).signature_key);
}

async function readSignatureFile(
  ctx: Pick<AppContext, 'storage'>,
  key: string | null,
): Promise<SignatureImage | null> {
  if (!key) return null;
  const file = await ctx.storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  // Local storage keeps no type: the extension, taken from the content at upload, tells it.
  return { data: Buffer.concat(chunks), contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

/**
 * The signature image a receipt prints, the one it was issued under (`key`), or null: the receipt
 * then leaves the place blank.
 */
export async function readSignatureImage(
  ctx: Pick<AppContext, 'storage'>,
  key: string | null,
): Promise<Buffer | null> {
  return (await readSignatureFile(ctx, key))?.data ?? null;
}
