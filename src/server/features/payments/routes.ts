import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { handleHelloAssoNotification } from './helloasso-notification.ts';
import {
  cancelSimulatedCheckout,
  findSimulatedCheckout,
  paySimulatedCheckout,
} from './simulated-checkout.ts';
import { renderSimulatedCheckoutPage } from './simulated-checkout-page.ts';
import { handleStripeWebhook } from './stripe-webhook.ts';

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
  routes.get('/paiement-simule/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const payment = await findSimulatedCheckout(ctx, request.params);
    return reply.type('text/html; charset=utf-8').send(renderSimulatedCheckoutPage(payment, reply.cspNonce));
  });
  routes.post(
    '/paiement-simule/:id/payer',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => reply.redirect(await paySimulatedCheckout(ctx, request.params), 303),
  );
  routes.post(
    '/paiement-simule/:id/annuler',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => reply.redirect(await cancelSimulatedCheckout(ctx, request.params), 303),
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
        await handleStripeWebhook(ctx, {
          body: request.body as Buffer,
          signature: String(request.headers['stripe-signature']),
        });
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
