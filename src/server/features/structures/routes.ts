import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  listStructuresQuerySchema,
  structureInputSchema,
  structurePageSchema,
  structureSchema,
} from '../../../domain/structures-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { createStructure, deleteStructure, listStructures, updateStructure } from './service.ts';

export function registerStructuresRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['structures'];

  routes.get('/api/structures', {
    config: { role: 'member', module: 'structures' },
    schema: {
      tags,
      operationId: 'listStructures',
      summary:
        'Une page des structures partenaires : par catégorie, recherche dans le nom, la ville et le code postal, triées par date (les plus récentes d’abord), nom, ville ou catégorie',
      querystring: listStructuresQuerySchema,
      response: { 200: structurePageSchema },
    },
    handler: (request) => listStructures(ctx, request.query),
  });

  routes.post('/api/structures', {
    config: { role: 'admin', module: 'structures' },
    schema: {
      tags,
      operationId: 'createStructure',
      summary: 'Ajouter une structure',
      body: structureInputSchema,
      response: { 201: structureSchema },
    },
    handler: async (request, reply) => {
      return reply.status(201).send(await createStructure(ctx, request.body, currentUser(request)));
    },
  });

  routes.put('/api/structures/:id', {
    config: { role: 'admin', module: 'structures' },
    schema: {
      tags,
      operationId: 'updateStructure',
      summary: 'Modifier une structure',
      params: idParamsSchema,
      body: structureInputSchema,
      response: { 200: structureSchema },
    },
    handler: (request) => updateStructure(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/structures/:id', {
    config: { role: 'admin', module: 'structures' },
    schema: {
      tags,
      operationId: 'deleteStructure',
      summary: 'Supprimer une structure',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteStructure(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
