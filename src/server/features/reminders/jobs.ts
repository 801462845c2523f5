import type { AppContext } from '../../app-context.ts';
import type { Job } from '../../infra/jobs/jobs.ts';
import { sendDueReminders } from './service.ts';

export function remindersJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'renewal-reminders',
      // Each reminder is claimed once in the database: a run missed or repeated changes nothing.
      cron: '0 9 * * *',
      run: async () => {
        await sendDueReminders(ctx);
      },
    },
  ];
}
