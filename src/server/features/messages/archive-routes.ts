import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  listMemberMessagesQuerySchema,
  memberMessagePageSchema,
  memberMessageSchema,
} from '../../../domain/member-messages.ts';
import { z } from '../../../domain/zod.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getMemberMessage, listMemberMessages, markMemberMessageRead } from './archive.ts';

export function registerArchiveRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  routes.get('/api/messages', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listMyMessages',
      summary:
        'Les messages de l’association reçus par le membre (et les informations de la saison envoyées à tous avant son arrivée), le plus récent d’abord, avec le nombre de non lus',
      querystring: listMemberMessagesQuerySchema,
      response: { 200: memberMessagePageSchema },
    },
    handler: (request) => listMemberMessages(ctx, request.query, currentUser(request)),
  });

  routes.get('/api/messages/:id', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getMyMessage',
      summary: 'Un message reçu par le membre, ses champs personnels remplis',
      params: idParamsSchema,
      response: { 200: memberMessageSchema },
    },
    handler: (request) => getMemberMessage(ctx, request.params, currentUser(request)),
  });

  routes.post('/api/messages/:id/read', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'markMyMessageRead',
      summary: 'Le membre a ouvert un de ses messages : il est marqué lu',
      params: idParamsSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await markMemberMessageRead(ctx, request.params, currentUser(request));
      return reply.status(204).send(null);
    },
  });
}
