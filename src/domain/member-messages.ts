import { MESSAGE_CATEGORIES } from './association-messages.ts';
import { pageQuerySchema, pageSchema, pageSizeSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/**
 * What a member reads of the association's messages (`/messages`) and which of them they
 * receive by mail (`/profile`). The administrators' side is in `message-audience.ts`.
 */

/** A body is at most a few tens of KB: twenty titles a page, the bodies opened one by one. */
export const MEMBER_MESSAGES_PAGE_SIZE = 20;

export const listMemberMessagesQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(50, MEMBER_MESSAGES_PAGE_SIZE),
});
export type ListMemberMessagesQuery = z.output<typeof listMemberMessagesQuerySchema>;

const categorySchema = z.enum(MESSAGE_CATEGORIES);

const memberMessageItemSchema = z.object({
  id: z.string(),
  category: categorySchema,
  subject: z.string(),
  /** When it was sent: an instant (ISO 8601). */
  sentAt: z.string(),
  read: z.boolean(),
});

/** `unread`: how many of all the member's messages, not only this page's, are not opened yet. */
export const memberMessagePageSchema = pageSchema(memberMessageItemSchema).extend({ unread: z.number() });
export type MemberMessagePage = z.infer<typeof memberMessagePageSchema>;

export const memberMessageSchema = z.object({
  id: z.string(),
  category: categorySchema,
  subject: z.string(),
  sentAt: z.string(),
  /** Sanitised on the server when the message was written, the personal fields left as written. */
  bodyHtml: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

const CHOOSE = 'Choisissez oui ou non';

/** True: the member receives that category by mail. `statutaire` is always sent and not listed. */
export const messagePreferencesSchema = z.object({
  informations: z.boolean({ error: CHOOSE }),
  rappels: z.boolean({ error: CHOOSE }),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/**
 * The season a newcomer's archive goes back to: from September 1st (the associative year) to
 * August 31st. `today` is a day of Paris (YYYY-MM-DD); the answer is the day the season began.
 */
export function seasonStart(today: string): string {
  const [year = 0, month = 0] = today.split('-').map(Number);
  return `${month >= 9 ? year : year - 1}-09-01`;
}
