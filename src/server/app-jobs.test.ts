import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from './app.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the jobs app.ts hands to the engine', () => {
  it('are the infrastructure’s and each feature’s, each at its hour', () => {
    const jobs = appJobs({
      ...t.ctx,
      mail: { transport: { send: async () => {} }, from: 'asso@exemple.fr' },
    });
    expect(Object.fromEntries(jobs.map((job) => [job.name, job.cron]))).toEqual({
      'mail-outbox': '* * * * *',
      purge: '30 3 * * *',
      'message-delivery': '* * * * *',
      'message-recipients-purge': '30 3 * * *',
      'renewal-reminders': '0 9 * * *',
      retention: '0 4 * * *',
      backup: '0 2 * * *',
      'payments-catch-up': '*/10 * * * *',
    });
  });
});
