import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messagePreferencesSchema } from '../../../domain/member-messages.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getMessagePreferences, updateMessagePreferences } from './preferences.ts';

export function registerMessagePreferencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  routes.get('/api/messages/preferences', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getMyMessagePreferences',
      summary:
        'Les catégories de messages que le membre reçoit par mail (la vie statutaire est toujours envoyée)',
      response: { 200: messagePreferencesSchema },
    },
    handler: (request) => getMessagePreferences(ctx, currentUser(request)),
  });

  routes.put('/api/messages/preferences', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'updateMyMessagePreferences',
      summary:
        'Choisir de recevoir ou non les informations de l’association et les rappels de renouvellement',
      body: messagePreferencesSchema,
      response: { 200: messagePreferencesSchema },
    },
    handler: (request) => updateMessagePreferences(ctx, request.body, currentUser(request)),
  });
}
