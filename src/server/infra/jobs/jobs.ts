import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { runScheduledBackup } from '../../features/backup/service.ts';
import { deliverMessages } from '../../features/messages/delivery.ts';
import { MESSAGES_QUEUED_CHANNEL } from '../../features/messages/delivery-signal.ts';
import { finalizeForgottenCheckouts } from '../../features/payments/catch-up.ts';
import { applyRetention } from '../../features/privacy/retention.ts';
import { sendDueReminders } from '../../features/reminders/service.ts';
import { getAssociationSettings } from '../../features/settings/service.ts';
import { MAIL_QUEUED_CHANNEL } from '../mail/outbox.ts';
import type { MailTransport } from '../mail/transport.ts';
import { drainOutbox } from '../mail/worker.ts';
import { createStorage } from '../storage/create-storage.ts';
import { purgeExpiredRateLimits, purgeOldMails, purgeOldMessageRecipients } from './purges.ts';

/** One kind of background work: a pg-boss queue, run on a schedule and, for some, on demand. */
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

/** Every background job of the app, each with its schedule. */
export function appJobs(options: {
  db: Db;
  config: Config;
  transport: MailTransport;
  from: string;
  onError: (error: unknown) => void;
  /** Where a job reports what it left undone on purpose. */
  log?: FastifyBaseLogger;
}): Job[] {
  const { db } = options;
  return [
    {
      name: 'mail-outbox',
      // Each queued mail wakes it; the minute run sends the retries that came due.
      cron: '* * * * *',
      wakeChannel: MAIL_QUEUED_CHANNEL,
      run: async () => {
        await drainOutbox(options);
      },
    },
    {
      name: 'message-delivery',
      // A sending wakes it; the minute run starts the messages whose hour has come and sends the
      // retries that came due. A run lasts under a minute: at 120 mails a minute, a long list is
      // sent by one run after the other, each taking up where the last stopped.
      cron: '* * * * *',
      wakeChannel: MESSAGES_QUEUED_CHANNEL,
      run: async (stopping) => {
        await deliverMessages(options, { stopping });
      },
    },
    {
      name: 'renewal-reminders',
      // Each reminder is claimed once in the database: a run missed or repeated changes nothing.
      cron: '0 9 * * *',
      run: async () => {
        await sendDueReminders({ db, config: options.config });
      },
    },
    {
      name: 'purge',
      cron: '30 3 * * *',
      run: async () => {
        await purgeOldMails(db);
        await purgeExpiredRateLimits(db);
        await purgeOldMessageRecipients(db, await getAssociationSettings(db, options.config));
      },
    },
    {
      name: 'retention',
      // Erasures requested 30 days ago, registrations neither validated nor paid for 90 days.
      cron: '0 4 * * *',
      run: async () => {
        const storage = await createStorage(options.config);
        await applyRetention({ db, config: options.config, storage, log: options.log });
      },
    },
    {
      name: 'backup',
      // At night, when few wait on the database while its tables are read.
      cron: '0 2 * * *',
      run: async () => {
        await runScheduledBackup({
          db,
          config: options.config,
          storage: await createStorage(options.config),
        });
      },
    },
  ];
}

/**
 * Asks the payment provider again about payments left open, those whose return and notification
 * both went astray. It needs the app's payment provider, so the server adds it beside `appJobs`.
 */
export function paymentsCatchUpJob(app: AppContext): Job {
  return {
    name: 'payments-catch-up',
    cron: '*/10 * * * *',
    run: async () => {
      await finalizeForgottenCheckouts(app);
    },
  };
}
