import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { associationSchema } from '../../../domain/association.ts';
import type { AppContext } from '../../app-context.ts';
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
      const { name, initials, email, fees } = await getAssociationSettings(db, config);
      return { name, initials, email, fees, payment_provider: config.paymentProvider };
    },
  });
}
