import type { AppContext } from '../../app-context.ts';
import type { Job } from '../../infra/jobs/jobs.ts';
import { applyRetention } from './retention.ts';

export function privacyJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'retention',
      // Erasures requested 30 days ago, registrations neither validated nor paid for 90 days.
      cron: '0 4 * * *',
      run: async () => {
        await applyRetention(ctx);
      },
    },
  ];
}
