import { createHmac, timingSafeEqual } from 'node:crypto';

/** Spec: a download link is valid 60 seconds. */
export const SIGNED_LINK_SECONDS = 60;

function sign(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** A link to one stored file, valid for a minute, that proves our server chose to hand it out. */
export function createSignedFileUrl(
  secret: string,
  key: string,
  options: { downloadName?: string; now?: number } = {},
): string {
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + SIGNED_LINK_SECONDS;
  const query = new URLSearchParams({ key, expires: String(expires), signature: sign(secret, key, expires) });
  if (options.downloadName) query.set('name', options.downloadName);
  return `/api/files/download?${query}`;
}

/** The address of an image under a public prefix (avatars, evenements, materials). */
export function publicFileUrl(key: string): string {
  return `/api/files/public/${key}`;
}

export function isSignatureValid(
  secret: string,
  link: { key: string; expires: number; signature: string },
  now = Date.now(),
): boolean {
  if (link.expires < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(sign(secret, link.key, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
