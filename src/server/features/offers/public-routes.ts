import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openOfferSchema, openOffersQuerySchema } from '../../../domain/offer-choice.ts';
import type { AppContext } from '../../app-context.ts';
import { listOpenOffers } from './offers.ts';

/** The offers a visitor may join with, or a member renew with: public, like the sign-up page. */
export function registerOpenOfferRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/offers', {
    config: { role: 'public' },
    schema: {
      tags: ['association'],
      operationId: 'listOpenOffers',
      summary: 'Les offres d’adhésion proposées à l’inscription ou au renouvellement, dans l’ordre choisi',
      querystring: openOffersQuerySchema,
      response: { 200: z.array(openOfferSchema) },
    },
    handler: (request) => listOpenOffers(ctx, request.query),
  });
}
