import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

/**
 * `sensitive`: the mail holds a code or a link that opens the account (see `drainOutbox`).
 * `fromName`: the name shown before MAIL_FROM's address (the association's, for its messages).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  sensitive?: boolean;
  fromName?: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/** Heard by the job engine of every process: a mail waits in the outbox. */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

/**
 * Queues a mail. Pass the transaction of the change that causes the mail, so that the mail
 * exists exactly when the change does. PostgreSQL delivers the notification at commit, so the
 * job engine wakes when the mail can be read, not before.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/** Several mails in one insert (an import invites thousands), then one wake-up. */
export async function enqueueMails(db: DbOrTx, mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  for (let start = 0; start < mails.length; start += MAILS_PER_INSERT) {
    await db.insert(mailOutbox).values(
      mails.slice(start, start + MAILS_PER_INSERT).map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        from_name: mail.fromName,
        reply_to: mail.replyTo,
        headers: mail.headers,
        sensitive: mail.sensitive ?? false,
      })),
    );
  }
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}

/** Eight columns a mail: far below PostgreSQL's 65,535 parameters a statement. */
const MAILS_PER_INSERT = 1000;
