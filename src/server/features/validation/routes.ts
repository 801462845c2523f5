import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { pendingUserSchema } from '../../../domain/validation.ts';
import type { AppContext } from '../../app-context.ts';
import { listPendingUsers, validateUser } from './service.ts';

export function registerValidationRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['validation'];

  routes.get('/api/admin/pending-users', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Comptes en attente de validation',
      response: { 200: z.array(pendingUserSchema) },
    },
    handler: () => listPendingUsers(ctx),
  });

  routes.post('/api/admin/pending-users/:id/validate', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Valider un compte (et son adhésion payée)',
      params: z.object({ id: z.uuid('Identifiant invalide') }),
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await validateUser(ctx, request.params.id);
      return { ok: true as const };
    },
  });
}
