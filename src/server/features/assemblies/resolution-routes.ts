import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ballotInputSchema,
  castBallotResponseSchema,
  resolutionInputSchema,
  resolutionOrderSchema,
  resolutionParamsSchema,
  resolutionSchema,
} from '../../../domain/assembly-resolutions-schemas.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import {
  createResolution,
  deleteResolution,
  listResolutions,
  moveAllResolutions,
  moveResolution,
  reorderResolutions,
  updateResolution,
} from './resolutions.ts';
import { castBallot } from './votes.ts';

/** The board writes an AG's resolutions, opens and closes their votes; members cast their ballots. */
export function registerResolutionRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assemblées générales (administration)'];
  const admin = { role: 'admin' as const };
  const resolutionList = { 200: z.array(resolutionSchema) };
  const ids = (params: z.infer<typeof resolutionParamsSchema>) => ({
    agId: params.id,
    resolutionId: params.resolutionId,
  });

  routes.get('/api/admin/assemblies/:id/resolutions', {
    config: admin,
    schema: {
      tags,
      operationId: 'listResolutions',
      summary: "Les résolutions de l'AG, dans leur ordre",
      params: idParamsSchema,
      response: resolutionList,
    },
    handler: (request) => listResolutions(ctx, request.params),
  });

  routes.post('/api/admin/assemblies/:id/resolutions', {
    config: admin,
    schema: {
      tags,
      operationId: 'createResolution',
      summary: 'Ajouter une résolution (AG à venir, ou en cours : elle attend son vote)',
      params: idParamsSchema,
      body: resolutionInputSchema,
      response: { 201: resolutionSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createResolution(ctx, { ...request.params, ...request.body }, currentUser(request))),
  });

  routes.put('/api/admin/assemblies/:id/resolutions/order', {
    config: admin,
    schema: {
      tags,
      operationId: 'reorderResolutions',
      summary: "Changer l'ordre des résolutions",
      params: idParamsSchema,
      body: resolutionOrderSchema,
      response: resolutionList,
    },
    handler: (request) =>
      reorderResolutions(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.put('/api/admin/assemblies/:id/resolutions/:resolutionId', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateResolution',
      summary: "Modifier une résolution tant que son vote n'est pas ouvert",
      params: resolutionParamsSchema,
      body: resolutionInputSchema,
      response: { 200: resolutionSchema },
    },
    handler: (request) =>
      updateResolution(ctx, { ...ids(request.params), ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/assemblies/:id/resolutions/:resolutionId', {
    config: admin,
    schema: {
      tags,
      operationId: 'deleteResolution',
      summary: "Supprimer une résolution tant que son vote n'est pas ouvert",
      params: resolutionParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteResolution(ctx, ids(request.params), currentUser(request));
      return { ok: true as const };
    },
  });

  for (const transition of ['open', 'close'] as const) {
    const words = transition === 'open' ? 'Ouvrir' : 'Clore';
    routes.post(`/api/admin/assemblies/:id/resolutions/:resolutionId/${transition}`, {
      config: admin,
      schema: {
        tags,
        operationId: `${transition}Resolution`,
        summary: `${words} le vote d'une résolution (AG en cours)`,
        params: resolutionParamsSchema,
        response: { 200: resolutionSchema },
      },
      handler: (request) => moveResolution(ctx, { ...ids(request.params), transition }, currentUser(request)),
    });
    routes.post(`/api/admin/assemblies/:id/resolutions/${transition}-all`, {
      config: admin,
      schema: {
        tags,
        operationId: `${transition}AllResolutions`,
        summary: `${words} le vote de toutes les résolutions (AG en cours)`,
        params: idParamsSchema,
        response: resolutionList,
      },
      handler: (request) => moveAllResolutions(ctx, { ...request.params, transition }, currentUser(request)),
    });
  }

  routes.put('/api/assemblies/:id/resolutions/:resolutionId/vote', {
    config: { role: 'member' },
    schema: {
      tags: ['assemblées générales'],
      operationId: 'castBallot',
      summary: 'Voter sur une résolution ouverte, pour soi ou pour un membre dont on a la procuration',
      params: resolutionParamsSchema,
      body: ballotInputSchema,
      response: { 200: castBallotResponseSchema },
    },
    handler: (request) => castBallot(ctx, { ...ids(request.params), ...request.body }, currentUser(request)),
  });
}
