import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { associationSchema } from '../../../domain/association.ts';
import { seasonOf } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import { getModuleSwitches } from '../modules/service.ts';
import { pricesOfTypes } from '../offers/offers.ts';
import { getAssociationSettings } from '../settings/service.ts';

export function registerAssociationRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/association', {
    config: { role: 'public' },
    schema: {
      tags: ['association'],
      operationId: 'getAssociation',
      summary: "L'identité de l'association",
      response: { 200: associationSchema },
    },
    handler: async () => {
      const settings = await getAssociationSettings(db, config);
      return {
        name: settings.name,
        initials: settings.initials,
        email: settings.email,
        fees: await pricesOfTypes(db),
        season: seasonOf(settings),
        payment_provider: config.paymentProvider,
        modules: await getModuleSwitches(db),
      };
    },
  });
}
