import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, listAuditQuerySchema } from '../../../domain/audit.ts';
import type { AppContext } from '../../app-context.ts';
import { listAuditLog } from './service.ts';

/** The journal is read only: no route changes or deletes its rows. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/audit', {
    config: { role: 'admin' },
    schema: {
      tags: ['journal'],
      summary:
        'Une page du journal des actions des administrateurs, la plus récente d’abord (recherche sur l’administrateur, l’action et l’élément ; filtre par action)',
      operationId: 'listAuditLog',
      querystring: listAuditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: (request) => listAuditLog(ctx, request.query),
  });
}
