import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { yearStatisticsQuerySchema, yearStatisticsSchema } from '../../../domain/statistics.ts';
import type { AppContext } from '../../app-context.ts';
import { getYearStatistics } from './service.ts';

/** The year at a glance on the admin dashboard (/admin). */
export function registerStatisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/statistics/year', {
    config: { role: 'admin' },
    schema: {
      tags: ['statistiques'],
      operationId: 'getYearStatistics',
      summary:
        'Membres actifs, encaissements par mode, nouveaux membres et renouvellements sur 24 mois ; adhésions qui se terminent ce mois-ci',
      querystring: yearStatisticsQuerySchema,
      response: { 200: yearStatisticsSchema },
    },
    handler: (request) => getYearStatistics(ctx, request.query),
  });
}
