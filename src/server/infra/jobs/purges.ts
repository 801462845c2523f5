import { and, eq, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox, messageRecipients, messages, rateLimits } from '../../db/schema.ts';

/** Long enough to answer "did you send it?", short enough that addresses do not pile up. */
const MAIL_RETENTION_DAYS = 30;

/** Mails sent, or given up on, more than 30 days ago: the outbox is a queue, not an archive. */
export async function purgeOldMails(db: Db): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.created_at, sql`now() - ${MAIL_RETENTION_DAYS} * interval '1 day'`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/** Sign-in and registration counters whose window has closed: the next attempt starts a new one. */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/**
 * The recipient rows past their retention (the settings' years: a message's, a convocation's);
 * the messages themselves stay in the history.
 */
export async function purgeOldMessageRecipients(
  db: Db,
  kept: Pick<AssociationSettings, 'messages_kept_years' | 'convocations_kept_years'>,
): Promise<number> {
  const olderThan = (years: number) =>
    lt(messageRecipients.created_at, sql`now() - ${years} * interval '1 year'`);
  const isConvocation = inArray(
    messageRecipients.message_id,
    db.select({ id: messages.id }).from(messages).where(eq(messages.category, 'statutaire')),
  );
  const deleted = await db
    .delete(messageRecipients)
    .where(
      or(
        and(not(isConvocation), olderThan(kept.messages_kept_years)),
        and(isConvocation, olderThan(kept.convocations_kept_years)),
      ),
    )
    .returning({ id: messageRecipients.message_id });
  return deleted.length;
}
