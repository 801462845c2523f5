import type { AppContext } from '../../app-context.ts';
import type { Job } from '../../infra/jobs/jobs.ts';
import { runScheduledBackup } from './service.ts';

export function backupJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'backup',
      // At night, when few wait on the database while its tables are read.
      cron: '0 2 * * *',
      run: async () => {
        await runScheduledBackup(ctx);
      },
    },
  ];
}
