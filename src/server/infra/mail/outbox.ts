import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Queues a mail. Pass the transaction of the change that causes the mail, so that the mail
 * exists exactly when the change does.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
