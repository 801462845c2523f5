import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAssemblySchema,
  agDocumentSchema,
  assemblyInputSchema,
  assemblyPageSchema,
  assemblySummarySchema,
  commentPageSchema,
  commentsQuerySchema,
  documentUploadFieldsSchema,
  listAssembliesQuerySchema,
  moderationInputSchema,
  participantPageSchema,
} from '../../../domain/assemblies-schemas.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema, idSchema } from '../../../domain/ids.ts';
import { pageQuerySchema } from '../../../domain/paging-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { readUpload } from '../../http/uploads.ts';
import {
  createAssembly,
  deleteAssembly,
  getAssemblyForAdmin,
  listAssembliesForAdmin,
  listAssemblyParticipants,
  moderateComment,
  updateAssembly,
} from './admin-service.ts';
import { AG_DOCUMENT_UPLOAD, deleteAssemblyDocument, uploadAssemblyDocument } from './documents.ts';
import { type CsvFile, exportPresences, exportResults, exportVotes } from './exports.ts';
import { listAssemblyComments } from './member-service.ts';

const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.content);

export function registerAssemblyAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assemblées générales (administration)'];
  const admin = { role: 'admin' as const };
  const ok = { ok: true as const };

  routes.get('/api/admin/assemblies', {
    config: admin,
    schema: {
      tags,
      operationId: 'listAssemblies',
      summary: 'Une page d’AG, la plus récente d’abord (sans leurs participants ni commentaires)',
      querystring: listAssembliesQuerySchema,
      response: { 200: assemblyPageSchema },
    },
    handler: (request) => listAssembliesForAdmin(ctx, request.query),
  });

  routes.get('/api/admin/assemblies/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAssembly',
      summary: 'L’AG ouverte : ses documents et le décompte des présences et des votes',
      params: idParamsSchema,
      response: { 200: adminAssemblySchema },
    },
    handler: (request) => getAssemblyForAdmin(ctx, request.params),
  });

  routes.get('/api/admin/assemblies/:id/comments', {
    config: admin,
    schema: {
      tags,
      operationId: 'listAllAssemblyComments',
      summary: 'Une page des commentaires de l’AG, le plus récent d’abord, masqués compris',
      params: idParamsSchema,
      querystring: commentsQuerySchema,
      response: { 200: commentPageSchema },
    },
    handler: (request) =>
      listAssemblyComments(ctx, { ...request.params, withHidden: true, ...request.query }),
  });

  routes.post('/api/admin/assemblies', {
    config: admin,
    schema: {
      tags,
      operationId: 'createAssembly',
      summary: 'Créer une AG',
      body: assemblyInputSchema,
      response: { 201: assemblySummarySchema },
    },
    handler: async (request, reply) => {
      return reply.status(201).send(await createAssembly(ctx, request.body, currentUser(request)));
    },
  });

  routes.put('/api/admin/assemblies/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateAssembly',
      summary: 'Modifier une AG (dont son statut)',
      params: idParamsSchema,
      body: assemblyInputSchema,
      response: { 200: assemblySummarySchema },
    },
    handler: (request) => updateAssembly(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/assemblies/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'deleteAssembly',
      summary: 'Supprimer une AG',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteAssembly(ctx, request.params, currentUser(request));
      return ok;
    },
  });

  routes.get('/api/admin/assemblies/:id/participants', {
    config: admin,
    schema: {
      tags,
      operationId: 'listAssemblyParticipants',
      summary: 'Une page des présences et procurations, par email',
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: participantPageSchema },
    },
    handler: (request) => listAssemblyParticipants(ctx, { ...request.params, ...request.query }),
  });

  routes.post('/api/admin/assemblies/:id/documents', {
    config: { ...admin, upload: { fields: documentUploadFieldsSchema } },
    schema: {
      tags,
      operationId: 'uploadAssemblyDocument',
      summary: 'Déposer un document (multipart : file, type, nom)',
      params: idParamsSchema,
      response: { 201: agDocumentSchema },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, AG_DOCUMENT_UPLOAD);
      return reply
        .status(201)
        .send(await uploadAssemblyDocument(ctx, { ...request.params, upload }, currentUser(request)));
    },
  });

  routes.delete('/api/admin/assemblies/documents/:documentId', {
    config: admin,
    schema: {
      tags,
      operationId: 'deleteAssemblyDocument',
      summary: "Supprimer un document d'AG",
      params: z.object({ documentId: idSchema }),
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteAssemblyDocument(ctx, request.params, currentUser(request));
      return ok;
    },
  });

  routes.patch('/api/admin/assemblies/comments/:commentId', {
    config: admin,
    schema: {
      tags,
      operationId: 'setAssemblyCommentHidden',
      summary: 'Masquer ou rétablir un commentaire',
      params: z.object({ commentId: idSchema }),
      body: moderationInputSchema,
      response: { 200: z.object({ id: z.string(), modere: z.boolean() }) },
    },
    handler: (request) =>
      moderateComment(ctx, { commentId: request.params.commentId, ...request.body }, currentUser(request)),
  });

  routes.get('/api/admin/assemblies/:id/presences.csv', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportAssemblyPresences',
      summary: 'Export CSV des présences',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendCsv(reply, await exportPresences(ctx, request.params)),
  });

  routes.get('/api/admin/assemblies/:id/votes.csv', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportAssemblyVotes',
      summary: 'Export CSV des votes',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendCsv(reply, await exportVotes(ctx, request.params)),
  });

  routes.get('/api/admin/assemblies/:id/results.csv', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportAssemblyResults',
      summary: 'Export CSV des résultats : décompte par résolution, sans aucun nom',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendCsv(reply, await exportResults(ctx, request.params)),
  });
}
