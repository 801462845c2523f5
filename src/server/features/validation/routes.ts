import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  listPendingUsersQuerySchema,
  pendingUserPageSchema,
  refusalResponseSchema,
  refusePendingUserSchema,
} from '../../../domain/validation.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { refuseUser } from './refusal.ts';
import { listPendingUsers, validateUser } from './service.ts';

export function registerValidationRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['validation'];

  routes.get('/api/admin/pending-users', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listPendingUsers',
      summary:
        'Une page des comptes en attente de validation, les plus anciens d’abord (recherche sur email, nom, prénom)',
      querystring: listPendingUsersQuerySchema,
      response: { 200: pendingUserPageSchema },
    },
    handler: (request) => listPendingUsers(ctx, request.query),
  });

  routes.post('/api/admin/pending-users/:id/validate', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'validatePendingUser',
      summary: 'Valider un compte (et son adhésion payée)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await validateUser(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.post('/api/admin/pending-users/:id/refuse', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'refusePendingUser',
      summary:
        'Refuser une adhésion en attente : la raison est envoyée au visiteur, son paiement remboursé en ligne ou marqué « à rembourser »',
      params: idParamsSchema,
      body: refusePendingUserSchema,
      response: { 200: refusalResponseSchema },
    },
    handler: (request) => refuseUser(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });
}
