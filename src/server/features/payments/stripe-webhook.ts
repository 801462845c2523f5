import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * Stripe's signed notice of a completed checkout: the signature is checked over the exact bytes
 * Stripe sent, then the checkout's feature finishes it, as its return page would.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  input: { body: Buffer; signature: string },
): Promise<void> {
  const { stripe, config } = ctx;
  if (!stripe || !config.stripe?.webhookSecret) throw notFound('Stripe non configuré');
  let event: ReturnType<typeof stripe.webhooks.constructEvent>;
  try {
    event = stripe.webhooks.constructEvent(input.body, input.signature, config.stripe.webhookSecret);
  } catch {
    throw badRequest('Signature Stripe invalide', 'INVALID_SIGNATURE');
  }
  if (event.type !== 'checkout.session.completed') return;
  const purpose = event.data.object.metadata?.purpose;
  if (purpose && Object.hasOwn(ctx.paymentFinalizers, purpose)) {
    await ctx.paymentFinalizers[purpose as keyof AppContext['paymentFinalizers']](ctx, {
      providerSessionId: event.data.object.id,
    });
  }
}
