import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

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
