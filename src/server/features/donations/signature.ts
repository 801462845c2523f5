import { buffer } from 'node:stream/consumers';
import type { AppContext } from '../../app-context.ts';
import { getDonationSettings } from './donation-settings.ts';

/** The signatory's image the settings keep, as the receipts print it; null when none is set. */
export async function readSignatureImage(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<Buffer | null> {
  const { signature_key } = await getDonationSettings(ctx.db);
  if (!signature_key) return null;
  const file = await ctx.storage.read(signature_key);
  return file ? buffer(file.body) : null;
}
