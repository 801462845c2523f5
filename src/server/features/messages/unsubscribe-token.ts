import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalCategory, type OptionalCategory } from '../../../domain/association-messages.ts';

/** Where a mail's "stop" link leads: a page outside /api, so that its style gets a CSP nonce. */
export const UNSUBSCRIBE_PATH = '/desabonnement';
/** The reminders' link before messages had categories: mails already sent still carry it. */
export const REMINDERS_UNSUBSCRIBE_PATH = '/relances/desabonnement';

/** `relances` for the reminders: the word their links were signed with before the categories. */
const signedWord = (category: OptionalCategory) => (category === 'rappels' ? 'relances' : category);

function sign(secret: string, userId: string, category: OptionalCategory): string {
  return createHmac('sha256', secret)
    .update(`${signedWord(category)}\n${userId}`)
    .digest('base64url');
}

/**
 * The token of a mail's "stop" link: the member's id, the category, and our signature of both.
 * It does not expire, as a mail kept for months must still work, and it can only stop that
 * category.
 */
export function createUnsubscribeToken(secret: string, userId: string, category: OptionalCategory): string {
  return `${userId}.${category}.${sign(secret, userId, category)}`;
}

export type UnsubscribeRequest = { userId: string; category: OptionalCategory };

/**
 * The member and category the token was made for, or undefined when we did not sign it. A token
 * of two parts is a reminder's from before the categories.
 */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeRequest | undefined {
  const parts = token.split('.');
  const [userId, category, signature] = parts.length === 2 ? [parts[0], 'rappels', parts[1]] : parts;
  if (!userId || !category || !signature || parts.length > 3 || !isOptionalCategory(category))
    return undefined;
  const expected = Buffer.from(sign(secret, userId, category));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId, category }
    : undefined;
}

export function unsubscribeUrl(
  config: { publicUrl: string; sessionSecret: string },
  userId: string,
  category: OptionalCategory,
): string {
  const token = createUnsubscribeToken(config.sessionSecret, userId, category);
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
