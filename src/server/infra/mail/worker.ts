import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailTransport } from './transport.ts';

const MAX_ATTEMPTS = 12;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60 * 60 * 1000;
/**
 * How long a claimed mail belongs to the process sending it. Longer than nodemailer's slowest
 * timeout (10 min): only a process that died mid-send leaves the mail to be claimed again.
 */
const CLAIM_MS = 15 * 60 * 1000;

/** What a sensitive mail keeps once sent: a code or a reset link never stays readable in the base. */
const ERASED = {
  subject: 'Message effacé après envoi',
  text: "Ce message contenait un code de connexion ou un lien de réinitialisation du mot de passe : il a été effacé après l'envoi.",
  html: null,
};

/**
 * 5 s, 10 s, 20 s… (from `baseMs`) capped at one hour: an SMTP outage of a day still delivers
 * every mail.
 */
export function retryDelayMs(attempts: number, baseMs = BASE_DELAY_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export type OutboxSender = {
  db: Db;
  transport: MailTransport;
  from: string;
  onError?: (error: unknown) => void;
};

const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Takes the next due mail for this process alone. SKIP LOCKED lets every process drain the
 * outbox at once, each on other mails; moving `next_attempt_at` past the claim keeps the mail
 * out of the others' reach while it is sent, outside any transaction (a slow SMTP server must not
 * hold a lock, nor a pooled connection).
 */
async function claimNextDue(db: Db) {
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, sql`now()`)))
    .orderBy(asc(mailOutbox.next_attempt_at))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: later(CLAIM_MS) })
    .where(inArray(mailOutbox.id, next))
    .returning();
  return row;
}

async function sendOne(sender: OutboxSender, row: typeof mailOutbox.$inferSelect): Promise<boolean> {
  const { db, transport, from } = sender;
  try {
    await transport.send({
      from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      fromName: row.from_name ?? undefined,
      replyTo: row.reply_to ?? undefined,
      headers: row.headers ?? undefined,
    });
  } catch (error) {
    const isAbandoned = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({
        last_error: error instanceof Error ? error.message : String(error),
        status: isAbandoned ? 'failed' : 'pending',
        next_attempt_at: later(retryDelayMs(row.attempts)),
        ...(isAbandoned && row.sensitive ? ERASED : {}),
      })
      .where(eq(mailOutbox.id, row.id));
    sender.onError?.(error);
    return false;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: sql`now()`, ...(row.sensitive ? ERASED : {}) })
    .where(eq(mailOutbox.id, row.id));
  return true;
}

/** Sends every mail that is due, one claim at a time; returns how many went out. */
export async function drainOutbox(sender: OutboxSender): Promise<number> {
  let sent = 0;
  for (let row = await claimNextDue(sender.db); row; row = await claimNextDue(sender.db)) {
    if (await sendOne(sender, row)) sent++;
  }
  return sent;
}
