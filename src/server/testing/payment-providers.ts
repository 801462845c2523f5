import { eq } from 'drizzle-orm';
import type { PaymentProviderName } from '../../domain/association.ts';
import { simulatedPayments } from '../db/schema.ts';
import { helloAssoPaymentId } from '../infra/payments/helloasso.ts';
import { payOnSimulatedPage, sessionIdOf } from './checkout-pages.ts';
import { createHelloAssoTestApp } from './helloasso-test-app.ts';
import { createStripeTestApp } from './stripe-test-app.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** One payment provider as the shared registration and renewal tests drive it. */
export type ProviderHarness = {
  t: TestApp;
  /** Pays on the provider's page; returns the session id the return page reads from its address. */
  pay: (checkoutUrl: string) => Promise<string>;
  /** The provider's own server-to-server word that a checkout was paid (webhook, notification). */
  notify: (sessionId: string) => Promise<void>;
  /** The payments the provider gave back, by their reference in adhesions.payment_id. */
  refunds: () => Promise<string[]>;
  close: () => Promise<void>;
};

type ProviderCase = {
  name: PaymentProviderName;
  /** How the provider's payment reference reads in adhesions.payment_id. */
  paymentId: RegExp;
  /** Whether the provider tells our server of a payment by itself (the simulated page does not). */
  notifies: boolean;
  start: () => Promise<ProviderHarness>;
};

async function startSimulated(): Promise<ProviderHarness> {
  const t = await createTestApp();
  return {
    t,
    async pay(checkoutUrl) {
      return (await payOnSimulatedPage(t.app, checkoutUrl)).searchParams.get('session_id') ?? '';
    },
    notify: async () => {
      throw new Error('the simulated provider sends no notification');
    },
    async refunds() {
      const refunded = await t.db
        .select({ payment_id: simulatedPayments.payment_id })
        .from(simulatedPayments)
        .where(eq(simulatedPayments.status, 'refunded'));
      return refunded.flatMap(({ payment_id }) => (payment_id ? [payment_id] : []));
    },
    close: () => t.close(),
  };
}

async function startStripe(): Promise<ProviderHarness> {
  const stripe = await createStripeTestApp();
  return {
    t: stripe.t,
    // Stripe's page is not faked: its session is marked paid, and Stripe fills in the return address.
    async pay(checkoutUrl) {
      const sessionId = sessionIdOf(checkoutUrl);
      stripe.fake.markPaid(sessionId);
      return sessionId;
    },
    async notify(sessionId) {
      const webhook = await stripe.sendCheckoutCompleted(sessionId);
      if (webhook.statusCode !== 200) throw new Error(`webhook refused: ${webhook.body}`);
    },
    refunds: async () => stripe.fake.refunds().map((refund) => refund.payment_intent),
    close: stripe.close,
  };
}

async function startHelloAsso(): Promise<ProviderHarness> {
  const helloasso = await createHelloAssoTestApp();
  return {
    t: helloasso.t,
    // « Payer » on the fake HelloAsso page, which answers with the return address and its query.
    async pay(checkoutUrl) {
      const paid = await fetch(`${checkoutUrl}/payer`, { method: 'POST', redirect: 'manual' });
      return new URL(paid.headers.get('location') ?? '').searchParams.get('checkoutIntentId') ?? '';
    },
    async notify(sessionId) {
      await helloasso.fake.notify(sessionId);
    },
    refunds: async () => helloasso.fake.refunds.map(({ orderId }) => helloAssoPaymentId(orderId)),
    close: helloasso.close,
  };
}

export const PAYMENT_PROVIDER_CASES: ProviderCase[] = [
  { name: 'simulated', paymentId: /^sim_pi_/, notifies: false, start: startSimulated },
  { name: 'stripe', paymentId: /^pi_cs_test_/, notifies: true, start: startStripe },
  { name: 'helloasso', paymentId: /^helloasso-order-\d+$/, notifies: true, start: startHelloAsso },
];
