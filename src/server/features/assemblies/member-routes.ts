import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VOTE_VALUES } from '../../../domain/assemblies.ts';
import {
  commentInputSchema,
  commentPageSchema,
  commentsQuerySchema,
  currentAssemblyResponseSchema,
  pastAssembliesQuerySchema,
  pastAssemblyPageSchema,
  presenceInputSchema,
  signedLinkSchema,
  voteInputSchema,
} from '../../../domain/assemblies-schemas.ts';
import { idParamsSchema, idSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { buildAssemblyCalendar } from './calendar.ts';
import { createDocumentLink } from './documents.ts';
import {
  addComment,
  castVote,
  getCurrentAssemblies,
  listAssemblyComments,
  setPresence,
} from './member-service.ts';
import { listPastAssemblies } from './past-assemblies.ts';

export function registerAssemblyMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assemblées générales'];

  routes.get('/api/assemblies/current', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getCurrentAssembly',
      summary:
        "L'AG en cours, sinon la prochaine à venir, avec les réponses du membre ; pendant une AG en cours, la prochaine à venir aussi",
      response: { 200: currentAssemblyResponseSchema },
    },
    handler: (request) => getCurrentAssemblies(ctx, currentUser(request)),
  });

  routes.get('/api/assemblies/past', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listPastAssemblies',
      summary: 'Une page des AG terminées, la plus récente d’abord, avec leurs documents et leurs résultats',
      querystring: pastAssembliesQuerySchema,
      response: { 200: pastAssemblyPageSchema },
    },
    handler: (request) => listPastAssemblies(ctx, request.query),
  });

  routes.put('/api/assemblies/:id/presence', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'setMyPresence',
      summary: 'Ma présence ou ma procuration (AG à venir)',
      params: idParamsSchema,
      body: presenceInputSchema,
      response: { 200: z.object({ present: z.boolean(), procuration_user_id: z.string().nullable() }) },
    },
    handler: (request) => setPresence(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.put('/api/assemblies/:id/votes', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'castMyVote',
      summary: 'Mon vote sur une question (AG en cours)',
      params: idParamsSchema,
      body: voteInputSchema,
      response: { 200: z.object({ question: z.string(), vote: z.enum(VOTE_VALUES) }) },
    },
    handler: (request) => castVote(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.get('/api/assemblies/:id/comments', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listAssemblyComments',
      summary: "Une page des questions et commentaires de l'AG, le plus récent d'abord (sauf ceux masqués)",
      params: idParamsSchema,
      querystring: commentsQuerySchema,
      response: { 200: commentPageSchema },
    },
    handler: (request) =>
      listAssemblyComments(ctx, { ...request.params, withHidden: false, ...request.query }),
  });

  routes.post('/api/assemblies/:id/comments', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'createAssemblyComment',
      summary: "Envoyer une question ou un commentaire pour l'AG",
      params: idParamsSchema,
      body: commentInputSchema,
      response: { 201: z.object({ id: z.string() }) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(ctx, { ...request.params, ...request.body }, currentUser(request))),
  });

  routes.get('/api/assemblies/:id/calendar', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getAssemblyCalendar',
      summary: "L'AG pour un agenda (fichier .ics)",
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const calendar = await buildAssemblyCalendar(ctx, request.params);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendar.fileName}"`)
        .send(calendar.content);
    },
  });

  routes.get('/api/assemblies/documents/:documentId/link', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getAssemblyDocumentLink',
      summary: "Lien de téléchargement (60 s) d'un document d'AG",
      params: z.object({ documentId: idSchema }),
      response: { 200: signedLinkSchema },
    },
    handler: (request) => createDocumentLink(ctx, request.params),
  });
}
