import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAssemblySchema,
  agDocumentSchema,
  assemblyInputSchema,
  moderationInputSchema,
  participantSchema,
} from '../../../domain/assemblies.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import {
  createAssembly,
  deleteAssembly,
  listAssembliesForAdmin,
  moderateComment,
  updateAssembly,
} from './admin-service.ts';
import { deleteAssemblyDocument, uploadAssemblyDocument } from './documents.ts';
import { type CsvFile, exportPresences, exportVotes } from './exports.ts';
import { agParams } from './member-routes.ts';
import { findAssembly } from './member-service.ts';
import { listParticipants } from './presenters.ts';

const assemblyInfoSchema = adminAssemblySchema.pick({
  id: true,
  date: true,
  status: true,
  lieu: true,
  lien_visio: true,
  ordre_du_jour: true,
});

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
      summary: 'Toutes les AG, la plus récente d’abord',
      response: { 200: z.array(adminAssemblySchema) },
    },
    handler: () => listAssembliesForAdmin(ctx),
  });

  routes.post('/api/admin/assemblies', {
    config: admin,
    schema: {
      tags,
      summary: 'Créer une AG',
      body: assemblyInputSchema,
      response: { 201: assemblyInfoSchema },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return createAssembly(ctx, request.body);
    },
  });

  routes.put('/api/admin/assemblies/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Modifier une AG (dont son statut)',
      params: agParams,
      body: assemblyInputSchema,
      response: { 200: assemblyInfoSchema },
    },
    handler: (request) => updateAssembly(ctx, request.params.id, request.body),
  });

  routes.delete('/api/admin/assemblies/:id', {
    config: admin,
    schema: { tags, summary: 'Supprimer une AG', params: agParams, response: { 200: okResponseSchema } },
    handler: async (request) => {
      await deleteAssembly(ctx, request.params.id);
      return ok;
    },
  });

  routes.get('/api/admin/assemblies/:id/participants', {
    config: admin,
    schema: {
      tags,
      summary: 'Présences et procurations',
      params: agParams,
      response: { 200: z.array(participantSchema) },
    },
    handler: async (request) => {
      await findAssembly(ctx.db, request.params.id);
      return listParticipants(ctx.db, request.params.id);
    },
  });

  routes.post('/api/admin/assemblies/:id/documents', {
    config: admin,
    schema: {
      tags,
      summary: 'Déposer un document (multipart : file, type, nom)',
      params: agParams,
      response: { 201: agDocumentSchema },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return uploadAssemblyDocument(ctx, request.params.id, request);
    },
  });

  routes.delete('/api/admin/assemblies/documents/:documentId', {
    config: admin,
    schema: {
      tags,
      summary: "Supprimer un document d'AG",
      params: z.object({ documentId: z.uuid('Identifiant invalide') }),
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteAssemblyDocument(ctx, request.params.documentId);
      return ok;
    },
  });

  routes.patch('/api/admin/assemblies/comments/:commentId', {
    config: admin,
    schema: {
      tags,
      summary: 'Masquer ou rétablir un commentaire',
      params: z.object({ commentId: z.uuid('Identifiant invalide') }),
      body: moderationInputSchema,
      response: { 200: z.object({ id: z.string(), modere: z.boolean() }) },
    },
    handler: (request) => moderateComment(ctx, request.params.commentId, request.body.modere),
  });

  routes.get('/api/admin/assemblies/:id/presences.csv', {
    config: admin,
    schema: { tags, summary: 'Export CSV des présences', params: agParams },
    handler: async (request, reply) => sendCsv(reply, await exportPresences(ctx, request.params.id)),
  });

  routes.get('/api/admin/assemblies/:id/votes.csv', {
    config: admin,
    schema: { tags, summary: 'Export CSV des votes', params: agParams },
    handler: async (request, reply) => sendCsv(reply, await exportVotes(ctx, request.params.id)),
  });
}
