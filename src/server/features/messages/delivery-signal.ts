import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Heard by the delivery worker of every process: recipients wait in `message_recipients`. */
export const MESSAGES_QUEUED_CHANNEL = 'messages_queued';

/** Call in the transaction that wrote the recipients: PostgreSQL delivers it at commit. */
export async function wakeMessageDelivery(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${MESSAGES_QUEUED_CHANNEL}, '')`);
}
