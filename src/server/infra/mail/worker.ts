import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailTransport } from './transport.ts';

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 12;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60 * 60 * 1000;

/** 5 s, 10 s, 20 s… capped at one hour: an SMTP outage of a day still delivers every mail. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export type OutboxWorker = {
  processDue: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

export function createOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  const { db, transport, from } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function sendOne(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sent_at: new Date(), attempts: row.attempts + 1 })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          last_error: error instanceof Error ? error.message : String(error),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      options.onError?.(error);
      return false;
    }
  }

  async function processDue(): Promise<number> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, sql`now()`)))
      .orderBy(asc(mailOutbox.next_attempt_at))
      .limit(BATCH_SIZE);
    let sent = 0;
    for (const row of due) if (await sendOne(row)) sent++;
    return sent;
  }

  /** One pass at a time: a slow SMTP server must not make two passes send the same mail. */
  function tick() {
    if (running) return;
    running = processDue()
      .catch((error) => {
        options.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    processDue,
    start(intervalMs = 2_000) {
      tick();
      timer = setInterval(tick, intervalMs);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
