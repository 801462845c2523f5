import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isDatabaseReachable } from './service.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) =>
    (await isDatabaseReachable(ctx)) ? { status: 'ok' } : reply.status(503).send({ status: 'unavailable' }),
  );
}
