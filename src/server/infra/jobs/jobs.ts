import type { Db } from '../../db/client.ts';
import { purgeExpiredRateLimits } from '../../http/rate-limit.ts';
import { MAIL_QUEUED_CHANNEL } from '../mail/outbox.ts';
import { purgeOldMails } from '../mail/purge.ts';
import { drainOutbox, type OutboxSender } from '../mail/worker.ts';

/**
 * One kind of background work: a pg-boss queue, run on a schedule and, for some, on demand. Each
 * feature declares its own beside its routes (`features/<f>/jobs.ts`) and app.ts hands them all to
 * the engine, which names no feature.
 */
export type Job = {
  /** The queue's name, also the schedule's. */
  name: string;
  /** Cron expression read in Europe/Paris time. */
  cron: string;
  /** A NOTIFY on this channel asks for a run now. */
  wakeChannel?: string;
  /** `stopping`: aborted when the process stops; a long run ends at its next step. */
  run: (stopping: AbortSignal) => Promise<void>;
};

/** The mail the server sends, for the jobs that send: the transport it opened and MAIL_FROM. */
export type JobMail = Omit<OutboxSender, 'db'>;

/** The jobs of the infrastructure itself: sending the queued mails and purging what expired. */
export function infraJobs(options: { db: Db; mail: JobMail }): Job[] {
  const { db } = options;
  return [
    {
      name: 'mail-outbox',
      // Each queued mail wakes it; the minute run sends the retries that came due.
      cron: '* * * * *',
      wakeChannel: MAIL_QUEUED_CHANNEL,
      run: async () => {
        await drainOutbox({ db, ...options.mail });
      },
    },
    {
      name: 'purge',
      cron: '30 3 * * *',
      run: async () => {
        await purgeOldMails(db);
        await purgeExpiredRateLimits(db);
      },
    },
  ];
}
