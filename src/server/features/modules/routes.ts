import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moduleSwitchesSchema } from '../../../domain/modules.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getModuleSwitches, updateModuleSwitches } from './service.ts';

export function registerModulesRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paramètres'];

  routes.get('/api/admin/modules', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Les modules en service',
      operationId: 'getModuleSwitches',
      response: { 200: moduleSwitchesSchema },
    },
    handler: () => getModuleSwitches(ctx),
  });

  routes.put('/api/admin/modules', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Mettre en service ou retirer des modules',
      operationId: 'updateModuleSwitches',
      body: moduleSwitchesSchema,
      response: { 200: moduleSwitchesSchema },
    },
    handler: (request) => updateModuleSwitches(ctx, request.body, currentUser(request)),
  });
}
