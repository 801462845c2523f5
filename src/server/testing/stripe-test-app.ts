import { startFakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';

/** The app configured for Stripe, its SDK pointed at a local fake, and a signed-webhook sender. */
export async function createStripeTestApp() {
  const fake = await startFakeStripe();
  const t: TestApp = await createTestApp({
    stripe: fake.stripe,
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET },
  });

  /** What Stripe sends when a checkout is paid, signed with `secret`. */
  function sendCheckoutCompleted(sessionId: string, secret = STRIPE_WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: fake.session(sessionId) },
    });
    const signature = fake.stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  return {
    t,
    fake,
    sendCheckoutCompleted,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

export type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;
