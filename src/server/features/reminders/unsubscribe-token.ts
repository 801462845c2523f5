import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a reminder's "stop" link leads: a page outside /api, so that its style gets a CSP nonce. */
export const UNSUBSCRIBE_PATH = '/relances/desabonnement';

function sign(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`relances\n${userId}`).digest('base64url');
}

/**
 * The token of a reminder's "stop" link: the member's id and our signature of it. It does not
 * expire, as a mail kept for months must still work, and it can only stop reminders.
 */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${sign(secret, userId)}`;
}

/** The member the token was made for, or undefined when we did not sign it. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

export function unsubscribeUrl(config: { publicUrl: string; sessionSecret: string }, userId: string): string {
  const token = createUnsubscribeToken(config.sessionSecret, userId);
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
