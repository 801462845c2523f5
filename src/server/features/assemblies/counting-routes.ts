import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { handCountInputSchema, handCountSchema } from '../../../domain/assembly-counting-schemas.ts';
import { resolutionParamsSchema, resolutionSchema } from '../../../domain/assembly-resolutions-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { setHandCount } from './hand-counts.ts';
import { startNextRound } from './next-round.ts';

/** What the board counts in the room: the show of hands of a resolution, and a second round. */
export function registerCountingRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assemblées générales (administration)'];
  const admin = { role: 'admin' as const };

  routes.put('/api/admin/assemblies/:id/resolutions/:resolutionId/hand-count', {
    config: admin,
    schema: {
      tags,
      operationId: 'setHandCount',
      summary: 'Saisir le vote à main levée des présents sans appareil (vote public ouvert)',
      params: resolutionParamsSchema,
      body: handCountInputSchema,
      response: { 200: handCountSchema },
    },
    handler: (request) =>
      setHandCount(
        ctx,
        { agId: request.params.id, resolutionId: request.params.resolutionId, ...request.body },
        currentUser(request),
      ),
  });

  routes.post('/api/admin/assemblies/:id/resolutions/:resolutionId/next-round', {
    config: admin,
    schema: {
      tags,
      operationId: 'startNextRound',
      summary: 'Ouvrir le second tour d’une résolution rejetée ou d’une élection à égalité au dernier siège',
      params: resolutionParamsSchema,
      response: { 201: resolutionSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await startNextRound(
            ctx,
            { agId: request.params.id, resolutionId: request.params.resolutionId },
            currentUser(request),
          ),
        ),
  });
}
