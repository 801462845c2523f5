import type { JobContext } from '../../app-context.ts';
import type { Job } from '../../infra/jobs/jobs.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { deliverMessages } from './delivery.ts';
import { MESSAGES_QUEUED_CHANNEL } from './delivery-signal.ts';
import { purgeOldMessageRecipients } from './recipients-purge.ts';

/** The messages' background work: sending them, and forgetting their recipients in time. */
export function messagesJobs(ctx: JobContext): Job[] {
  return [
    {
      name: 'message-delivery',
      // A sending wakes it; the minute run starts the messages whose hour has come and sends the
      // retries that came due. A run lasts under a minute: at 120 mails a minute, a long list is
      // sent by one run after the other, each taking up where the last stopped.
      cron: '* * * * *',
      wakeChannel: MESSAGES_QUEUED_CHANNEL,
      run: async (stopping) => {
        await deliverMessages({ db: ctx.db, config: ctx.config, ...ctx.mail }, { stopping });
      },
    },
    {
      name: 'message-recipients-purge',
      // Beside the infrastructure's night purge, at the same quiet hour.
      cron: '30 3 * * *',
      run: async () => {
        await purgeOldMessageRecipients(ctx.db, await getAssociationSettings(ctx));
      },
    },
  ];
}
