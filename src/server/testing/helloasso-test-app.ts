import type { LogDestination } from '../http/logger.ts';
import { FAKE_HELLOASSO_ACCOUNT, startFakeHelloAsso } from './fake-helloasso.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const HELLOASSO_NOTIFICATION_PATH = '/api/payments/helloasso/notification';

/**
 * The app configured for HelloAsso, pointed at a local fake whose notifications reach the app's
 * notification route. `now` is the fake's clock, for tokens and intents that expire.
 */
export async function createHelloAssoTestApp(options: { now?: () => number; logger?: LogDestination } = {}) {
  const fake = await startFakeHelloAsso({ now: options.now });
  const t: TestApp = await createTestApp({
    logger: options.logger,
    env: {
      PAYMENT_PROVIDER: 'helloasso',
      HELLOASSO_API_URL: fake.url,
      HELLOASSO_CLIENT_ID: FAKE_HELLOASSO_ACCOUNT.clientId,
      HELLOASSO_CLIENT_SECRET: FAKE_HELLOASSO_ACCOUNT.clientSecret,
      HELLOASSO_ORGANIZATION_SLUG: FAKE_HELLOASSO_ACCOUNT.organizationSlug,
    },
  });
  fake.onNotification((notification) =>
    t.app.inject({ method: 'POST', url: HELLOASSO_NOTIFICATION_PATH, payload: notification }),
  );
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

export type HelloAssoTestApp = Awaited<ReturnType<typeof createHelloAssoTestApp>>;
