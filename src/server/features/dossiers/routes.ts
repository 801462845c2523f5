import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import {
  createDossierSchema,
  dossierPageSchema,
  dossierSchema,
  dossierStepsSchema,
  listDossiersQuerySchema,
  moveDossierSchema,
} from '../../../domain/dossiers-schemas.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { createDossier, deleteDossier, getDossierSteps, listDossiers, moveDossier } from './service.ts';

export function registerDossiersRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dossiers'];

  routes.get('/api/dossiers', {
    config: { role: 'member', module: 'dossiers' },
    schema: {
      tags,
      operationId: 'listDossiers',
      summary:
        'Une page des dossiers de tous les membres, derniers modifiés d’abord (recherche dans la référence et les notes)',
      querystring: listDossiersQuerySchema,
      response: { 200: dossierPageSchema },
    },
    handler: (request) => listDossiers(ctx, request.query),
  });

  routes.get('/api/dossiers/:id/etapes', {
    config: { role: 'member', module: 'dossiers' },
    schema: {
      tags,
      operationId: 'listDossierSteps',
      summary: 'L’historique daté des étapes d’un dossier, de la plus ancienne à la plus récente',
      params: idParamsSchema,
      response: { 200: dossierStepsSchema },
    },
    handler: (request) => getDossierSteps(ctx, request.params),
  });

  routes.post('/api/dossiers', {
    config: { role: 'member', module: 'dossiers' },
    schema: {
      tags,
      operationId: 'createDossier',
      summary: 'Créer un dossier (la référence est préfixée par les initiales de l’association)',
      body: createDossierSchema,
      response: { 201: dossierSchema },
    },
    handler: async (request, reply) => {
      return reply.status(201).send(await createDossier(ctx, request.body, currentUser(request)));
    },
  });

  routes.post('/api/dossiers/:id/step', {
    config: { role: 'member', module: 'dossiers' },
    schema: {
      tags,
      operationId: 'moveDossierStep',
      summary: 'Passer à l’étape suivante ou revenir à la précédente (créateur ou administrateur)',
      params: idParamsSchema,
      body: moveDossierSchema,
      response: { 200: dossierSchema },
    },
    handler: (request) =>
      moveDossier(ctx, { dossierId: request.params.id, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/dossiers/:id', {
    config: { role: 'admin', module: 'dossiers' },
    schema: {
      tags,
      operationId: 'deleteDossier',
      summary: 'Supprimer un dossier',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteDossier(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
