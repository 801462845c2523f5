import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entrySchema } from '../../../../domain/accounting-entry-schemas.ts';
import { payoutInputSchema } from '../../../../domain/accounting-payout-schemas.ts';
import type { AppContext } from '../../../app-context.ts';
import { currentUser } from '../../../http/role-guard.ts';
import { recordPayout } from './payouts.ts';

/** The providers' payouts into the bank, recorded by the treasurer from the provider's statement. */
export function registerPayoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/admin/accounting/payouts', {
    config: { role: 'admin' },
    schema: {
      tags: ['comptabilité'],
      operationId: 'recordAccountingPayout',
      summary:
        'Comptabiliser un versement HelloAsso ou Stripe : le net en banque (512), les frais en 627, le brut au crédit du compte d’attente du service ; une référence une seule fois',
      body: payoutInputSchema,
      response: { 201: entrySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await recordPayout(ctx, request.body, currentUser(request))),
  });
}
