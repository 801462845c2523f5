import { mkdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FAKE_HELLOASSO_ACCOUNT,
  type FakeHelloAsso,
  startFakeHelloAsso,
} from '../../../src/server/testing/fake-helloasso.ts';
import { createAdmin, startApp } from './app-server.ts';
import { test as base } from './fixtures.ts';
import { ADMIN } from './people.ts';

export { expect } from './fixtures.ts';

type HelloAssoApp = { url: string; fake: FakeHelloAsso };

function required(name: 'E2E_SMTP_URL' | 'E2E_WEB_DIR'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through the Playwright config`);
  return value;
}

/**
 * An app of its own whose fees go through HelloAsso, beside the run's app, with a local fake of
 * HelloAsso that posts its notifications to it as HelloAsso would. It shares the run's mailbox and
 * built web app, has its own database and administrator, and lives for one test, whose pages it
 * serves (`baseURL`).
 */
export const test = base.extend<{ helloasso: HelloAssoApp }>({
  helloasso: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, testInfo) => {
      const workDir = await mkdtemp(path.join(tmpdir(), 'asso-e2e-helloasso-'));
      // As root, the embedded PostgreSQL runs as its own user, who must reach the data folder.
      await chmod(workDir, 0o755);
      const dataDir = path.join(workDir, 'data');
      mkdirSync(dataDir, { recursive: true });
      const fake = await startFakeHelloAsso({ notifyOnPay: true });
      try {
        await createAdmin(dataDir, ADMIN);
        const app = await startApp({
          dataDir,
          smtpUrl: required('E2E_SMTP_URL'),
          webDir: required('E2E_WEB_DIR'),
          logFile: testInfo.outputPath('helloasso-app.log'),
          env: {
            PAYMENT_PROVIDER: 'helloasso',
            HELLOASSO_API_URL: fake.url,
            HELLOASSO_CLIENT_ID: FAKE_HELLOASSO_ACCOUNT.clientId,
            HELLOASSO_CLIENT_SECRET: FAKE_HELLOASSO_ACCOUNT.clientSecret,
            HELLOASSO_ORGANIZATION_SLUG: FAKE_HELLOASSO_ACCOUNT.organizationSlug,
          },
        });
        fake.onNotification((notification) =>
          fetch(`${app.url}/api/payments/helloasso/notification`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(notification),
          }),
        );
        try {
          await use({ url: app.url, fake });
        } finally {
          await app.stop();
        }
      } finally {
        await fake.close();
        await rm(workDir, { recursive: true, force: true });
      }
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ helloasso }, use) => use(helloasso.url),
});
