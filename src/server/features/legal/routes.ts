import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../domain/ids.ts';
import { legalInfoSchema, updateLegalInfoSchema } from '../../../domain/legal.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { listLegalInfos, updateLegalInfo } from './service.ts';

export function registerLegalRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['informations légales'];

  routes.get('/api/legal-infos', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'listLegalInfos',
      summary: 'Les quatre textes légaux',
      response: { 200: z.array(legalInfoSchema) },
    },
    handler: () => listLegalInfos(ctx),
  });

  routes.put('/api/legal-infos/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateLegalInfo',
      summary: 'Modifier un texte légal',
      params: idParamsSchema,
      body: updateLegalInfoSchema,
      response: { 200: legalInfoSchema },
    },
    handler: (request) => updateLegalInfo(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });
}
