import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  cancelSimulatedPayment,
  findSimulatedPayment,
  paySimulatedPayment,
} from '../../infra/payments/simulated.ts';
import { finalizePaidCheckout } from './checkout.ts';
import { handleHelloAssoNotification } from './helloasso-notification.ts';
import { renderSimulatedCheckoutPage } from './simulated-checkout-page.ts';

const idParams = z.object({ id: z.string().min(1) });

/** The simulated provider's page: public, like a card provider's hosted page. */
function registerSimulatedCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // Its buttons post plain HTML forms; the body carries nothing we read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, {}),
    );
    declareSimulatedCheckoutRoutes(scope, ctx);
  });
}

function declareSimulatedCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const load = async (id: string) => {
    const payment = await findSimulatedPayment(ctx.db, id);
    if (!payment) throw notFound('Session de paiement introuvable');
    return payment;
  };

  routes.get('/paiement-simule/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const payment = await load(request.params.id);
    return reply.type('text/html; charset=utf-8').send(renderSimulatedCheckoutPage(payment, reply.cspNonce));
  });
  routes.post(
    '/paiement-simule/:id/payer',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      await paySimulatedPayment(ctx.db, request.params.id);
      // « Payer » is the payment itself, as a real provider's page is: recorded now, even if the
      // payer closes the tab before the return page loads.
      await finalizePaidCheckout(ctx, request.params.id);
      return reply.redirect((await load(request.params.id)).success_url, 303);
    },
  );
  routes.post(
    '/paiement-simule/:id/annuler',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      await cancelSimulatedPayment(ctx.db, request.params.id);
      return reply.redirect((await load(request.params.id)).cancel_url, 303);
    },
  );
}

/** Stripe tells us of a completed checkout even when the member closes the tab before our page loads. */
function registerStripeWebhook(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // The signature is computed over the exact bytes Stripe sent.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/stripe/webhook', {
      config: { role: 'public' },
      schema: {
        tags: ['paiement'],
        operationId: 'receiveStripeWebhook',
        summary: 'Notification signée de Stripe (checkout.session.completed)',
      },
      handler: async (request) => {
        const { stripe, config } = ctx;
        if (!stripe || !config.stripe?.webhookSecret) throw notFound('Stripe non configuré');
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<typeof stripe.webhooks.constructEvent>;
        try {
          event = stripe.webhooks.constructEvent(
            request.body as Buffer,
            String(signature),
            config.stripe.webhookSecret,
          );
        } catch {
          throw badRequest('Signature Stripe invalide', 'INVALID_SIGNATURE');
        }
        if (event.type === 'checkout.session.completed') {
          const purpose = event.data.object.metadata?.purpose;
          if (purpose && Object.hasOwn(ctx.paymentFinalizers, purpose)) {
            await ctx.paymentFinalizers[purpose as keyof AppContext['paymentFinalizers']](ctx, {
              providerSessionId: event.data.object.id,
            });
          }
        }
        return { received: true };
      },
    });
  });
}

/** Declared in HelloAsso's back office; answered 200 at once whatever it holds (see the service). */
function registerHelloAssoNotification(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/payments/helloasso/notification', {
    config: { role: 'public' },
    schema: {
      tags: ['paiement'],
      operationId: 'receiveHelloAssoNotification',
      summary: 'Notification de HelloAsso (Order, Payment), non signée : le paiement est relu chez HelloAsso',
      response: { 200: z.object({ received: z.literal(true) }) },
    },
    handler: async (request) => {
      if (ctx.payments.name !== 'helloasso') throw notFound('HelloAsso non configuré');
      await handleHelloAssoNotification(ctx, request.body);
      return { received: true as const };
    },
  });
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerSimulatedCheckoutRoutes(app, ctx);
  registerStripeWebhook(app, ctx);
  registerHelloAssoNotification(app, ctx);
}
