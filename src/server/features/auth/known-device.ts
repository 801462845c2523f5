import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE_NAME = 'asso.appareil';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function sign(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret).update(`appareil\n${email}\n${nonce}`).digest('base64url');
}

/**
 * A browser that completed a sign-in keeps a signed mark of the account: while someone guesses
 * that account's password elsewhere, its owner's own device is still let through.
 */
export function knownDeviceCookie(secret: string, email: string, secure: boolean): string {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${sign(secret, email, nonce)}`;
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Lax'];
  return [`${COOKIE_NAME}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

export function hasKnownDeviceCookie(secret: string, cookies: Map<string, string>, email: string): boolean {
  const [nonce, signature] = (cookies.get(COOKIE_NAME) ?? '').split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
