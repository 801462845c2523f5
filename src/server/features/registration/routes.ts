import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  checkoutResponseSchema,
  finalizeRegistrationResponseSchema,
  finalizeRegistrationSchema,
  registerSchema,
  registrationDraftSchema,
} from '../../../domain/registration.ts';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rate-limit.ts';
import { createRegistrationCheckout, finalizeRegistration, getRegistrationDraft } from './service.ts';

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
      operationId: 'createRegistrationCheckout',
      summary: "Ouvrir le paiement de l'adhésion d'un nouveau membre",
      body: registerSchema,
      response: { 200: checkoutResponseSchema },
    },
    preHandler: async (request) => {
      if (!(await checkoutsPerIp.consume(request.ip))) throw tooManyRequests();
    },
    handler: (request) => createRegistrationCheckout(ctx, request.body),
  });

  routes.get('/api/registration/checkout/:id', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'getRegistrationCheckout',
      summary: 'Le formulaire envoyé, sans le mot de passe, après un paiement annulé (une heure au plus)',
      params: idParamsSchema,
      response: { 200: registrationDraftSchema },
    },
    handler: (request) => getRegistrationDraft(ctx, request.params),
  });

  routes.post('/api/registration/finalize', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'finalizeRegistration',
      summary: 'Créer le compte une fois le paiement confirmé (idempotent)',
      body: finalizeRegistrationSchema,
      response: { 200: finalizeRegistrationResponseSchema },
    },
    handler: (request) => finalizeRegistration(ctx, { providerSessionId: request.body.session_id }),
  });
}
