import Stripe from 'stripe';
import type { PaymentProvider } from './provider.ts';

export function createStripeClient(secretKey: string, overrides: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, overrides);
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: request.payer.email,
        client_reference_id: request.checkoutId,
        // Only our own reference travels: the member's data and password stay on our server.
        metadata: { checkout_id: request.checkoutId, purpose: request.purpose },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { providerSessionId: session.id, url: session.url };
    },
    async getPayment(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      const checkoutId = session.client_reference_id;
      if (session.status === 'expired') return { status: 'expired', checkoutId };
      if (session.payment_status !== 'paid') return { status: 'unpaid', checkoutId };
      const paymentIntent = session.payment_intent;
      const paymentId = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? session.id);
      return { status: 'paid', paymentId, amountCents: session.amount_total ?? 0, checkoutId };
    },
    async refund(paymentId, key) {
      await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: key });
    },
  };
}
