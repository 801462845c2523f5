import { and, eq, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { Db } from '../../db/client.ts';
import { messageRecipients, messages } from '../../db/schema.ts';

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
