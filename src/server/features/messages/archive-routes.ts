import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  listMemberMessagesQuerySchema,
  memberMessagePageSchema,
  memberMessageSchema,
} from '../../../domain/member-messages.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getMemberMessage, listMemberMessages } from './archive.ts';

/**
 * A GET travels with the session cookie from any other site's link (SameSite=Lax), and no GET may
 * change anything on another site's behalf: opening a message marks it read only when the browser
 * says the request comes from our own pages, or from the member's own address bar (`none`).
 * Clients that do not say (not a browser) are the member's own.
 */
const isOwnNavigation = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
};

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
    handler: (request) => listMemberMessages(ctx, { ...request.query, userId: currentUser(request).id }),
  });

  routes.get('/api/messages/:id', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getMyMessage',
      summary:
        'Un message reçu par le membre, ses champs personnels remplis ; ouvert depuis l’application, il est marqué lu',
      params: idParamsSchema,
      response: { 200: memberMessageSchema },
    },
    handler: (request) =>
      getMemberMessage(ctx, {
        userId: currentUser(request).id,
        messageId: request.params.id,
        markRead: isOwnNavigation(request),
      }),
  });
}
