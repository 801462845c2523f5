import type { AppContext } from '../../app-context.ts';
import type { Job } from '../../infra/jobs/jobs.ts';
import { finalizeForgottenCheckouts } from './catch-up.ts';

export function paymentsJobs(ctx: AppContext): Job[] {
  return [
    {
      // Asks the payment provider again about payments left open, those whose return and
      // notification both went astray.
      name: 'payments-catch-up',
      cron: '*/10 * * * *',
      run: async () => {
        await finalizeForgottenCheckouts(ctx);
      },
    },
  ];
}
