import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_NOT_FOUND, LINK_INVALID } from '../../../domain/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { isSignatureValid } from '../../infra/storage/signed-links.ts';
import { isValidKey, PUBLIC_PREFIXES } from '../../infra/storage/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.txt': 'text/plain; charset=utf-8',
};

type FileToSend = { body: Readable; contentType: string; size: number | undefined };

async function readStoredFile({ storage }: Pick<AppContext, 'storage'>, key: string): Promise<FileToSend> {
  const file = isValidKey(key) ? await storage.read(key) : null;
  if (!file) throw notFound(FILE_NOT_FOUND);
  return {
    body: file.body,
    contentType:
      file.contentType ?? CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
    size: file.size,
  };
}

/** A file behind a signed link, with the name it is saved under. */
export async function readSignedFile(
  ctx: Pick<AppContext, 'config' | 'storage'>,
  input: { key: string; expires: number; signature: string; name?: string | undefined },
): Promise<FileToSend & { downloadName: string }> {
  // The signature is the authorisation: only our server hands these links out, to whom may read.
  if (!isSignatureValid(ctx.config.sessionSecret, input)) {
    throw forbidden(LINK_INVALID, 'INVALID_LINK');
  }
  return { ...(await readStoredFile(ctx, input.key)), downloadName: input.name ?? path.basename(input.key) };
}

/** An image anyone may see (avatars, events, equipment): only under the public prefixes. */
export async function readPublicFile(
  ctx: Pick<AppContext, 'storage'>,
  { key }: { key: string },
): Promise<FileToSend> {
  if (!PUBLIC_PREFIXES.some((prefix) => key.startsWith(`${prefix}/`))) throw notFound(FILE_NOT_FOUND);
  return readStoredFile(ctx, key);
}
