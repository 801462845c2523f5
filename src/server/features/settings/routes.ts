import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { associationSettingsSchema } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getAssociationSettings, updateAssociationSettings } from './service.ts';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paramètres'];

  routes.get('/api/admin/settings', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: "Les paramètres de l'association",
      operationId: 'getAssociationSettings',
      response: { 200: associationSettingsSchema },
    },
    handler: () => getAssociationSettings(ctx),
  });

  routes.put('/api/admin/settings', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: "Modifier les paramètres de l'association",
      operationId: 'updateAssociationSettings',
      body: associationSettingsSchema,
      response: { 200: associationSettingsSchema },
    },
    handler: (request) => updateAssociationSettings(ctx, request.body, currentUser(request)),
  });
}
