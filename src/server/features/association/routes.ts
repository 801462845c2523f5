import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { associationSchema } from '../../../domain/association.ts';
import type { AppContext } from '../../app-context.ts';

export function registerAssociationRoutes(app: FastifyInstance, { config }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/association', {
    config: { role: 'public' },
    schema: {
      tags: ['association'],
      summary: "L'identité de l'association",
      response: { 200: associationSchema },
    },
    handler: () => ({ ...config.association, fees: config.fees, payment_provider: config.paymentProvider }),
  });
}
