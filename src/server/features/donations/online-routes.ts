import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  donationFormSchema,
  donationThanksSchema,
  finalizeDonationSchema,
} from '../../../domain/donations-online.ts';
import { onlineDonationSchema } from '../../../domain/donations-schemas.ts';
import { checkoutResponseSchema } from '../../../domain/registration.ts';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rate-limit.ts';
import { sessionUser } from '../auth/session-user.ts';
import { createDonationCheckout, finalizeDonation, getDonationForm } from './online-donations.ts';

/** The public donation page: anyone may give; a signed-in member's gift is linked to them. */
export function registerOnlineDonationRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dons'];
  // Each gift writes a checkout and asks the provider: one address may not open them by the hundred.
  const checkoutsPerIp = createRateLimit(ctx.db, {
    name: 'dons-ip',
    max: ctx.config.loginLimits.perIp,
    windowSeconds: ctx.config.loginLimits.windowSeconds,
  });

  routes.get('/api/donations/form', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'getDonationForm',
      summary: 'Les montants proposés, le maximum, les reçus, et l’identité du membre connecté',
      response: { 200: donationFormSchema },
    },
    handler: async (request, reply) => getDonationForm(ctx, await sessionUser(ctx, request, reply)),
  });

  routes.post('/api/donations', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'createDonationCheckout',
      summary: 'Ouvrir le paiement d’un don',
      body: onlineDonationSchema,
      response: { 200: checkoutResponseSchema },
    },
    preHandler: async (request) => {
      if (!(await checkoutsPerIp.consume(request.ip))) throw tooManyRequests();
    },
    handler: async (request, reply) =>
      createDonationCheckout(ctx, request.body, await sessionUser(ctx, request, reply)),
  });

  routes.post('/api/donations/finalize', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'finalizeDonation',
      summary: 'Enregistrer le don une fois le paiement confirmé (idempotent)',
      body: finalizeDonationSchema,
      response: { 200: donationThanksSchema },
    },
    handler: (request) => finalizeDonation(ctx, { providerSessionId: request.body.session_id }),
  });
}
