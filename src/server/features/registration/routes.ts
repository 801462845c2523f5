import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutResponseSchema,
  finalizeRegistrationResponseSchema,
  finalizeRegistrationSchema,
  registerSchema,
} from '../../../domain/registration.ts';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rate-limit.ts';
import { createRegistrationCheckout, finalizeRegistration } from './service.ts';

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inscription'];
  // Each checkout hashes a password and writes rows: one address may not open them by the hundred.
  const checkoutsPerIp = createRateLimit(ctx.db, {
    name: 'inscriptions-ip',
    max: ctx.config.loginLimits.perIp,
    windowSeconds: ctx.config.loginLimits.windowSeconds,
  });

  routes.post('/api/registration/checkout', {
    config: { role: 'public' },
    schema: {
      tags,
      summary: "Ouvrir le paiement de l'adhésion d'un nouveau membre",
      body: registerSchema,
      response: { 200: checkoutResponseSchema },
    },
    preHandler: async (request) => {
      if (!(await checkoutsPerIp.consume(request.ip))) throw tooManyRequests();
    },
    handler: (request) => createRegistrationCheckout(ctx, request.body),
  });

  routes.post('/api/registration/finalize', {
    config: { role: 'public' },
    schema: {
      tags,
      summary: 'Créer le compte une fois le paiement confirmé (idempotent)',
      body: finalizeRegistrationSchema,
      response: { 200: finalizeRegistrationResponseSchema },
    },
    handler: (request) => finalizeRegistration(ctx, request.body.session_id),
  });
}
