import { createHmac, timingSafeEqual } from 'node:crypto';

/** Spec: a download link is valid 60 seconds. */
export const SIGNED_LINK_SECONDS = 60;

/** Every parameter that shapes the answer is signed: the file, the deadline and the name it downloads as. */
function sign(secret: string, link: { key: string; expires: number; name?: string | undefined }): string {
  return createHmac('sha256', secret)
    .update(`${link.key}\n${link.expires}\n${link.name ?? ''}`)
    .digest('base64url');
}

/** A link to one stored file, valid for a minute, that proves our server chose to hand it out. */
export function createSignedFileUrl(
  secret: string,
  key: string,
  options: { downloadName?: string; now?: number } = {},
): string {
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + SIGNED_LINK_SECONDS;
  const name = options.downloadName || undefined;
  const query = new URLSearchParams({ key, expires: String(expires) });
  if (name) query.set('name', name);
  query.set('signature', sign(secret, { key, expires, name }));
  return `/api/files/download?${query}`;
}

const PUBLIC_FILE_PREFIX = '/api/files/public/';

/** The address of an image under a public prefix (avatars, evenements, materials). */
export function publicFileUrl(key: string): string {
  return `${PUBLIC_FILE_PREFIX}${key}`;
}

/** The storage key behind an address `publicFileUrl` gave; null for any other address. */
export function publicFileKey(url: string | null): string | null {
  return url?.startsWith(PUBLIC_FILE_PREFIX) ? url.slice(PUBLIC_FILE_PREFIX.length) : null;
}

export function isSignatureValid(
  secret: string,
  link: { key: string; expires: number; signature: string; name?: string | undefined },
  now = Date.now(),
): boolean {
  if (link.expires < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(sign(secret, link));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
