import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import {
  adminDocumentPageSchema,
  adminDocumentSchema,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPE_REFUSED,
  documentListQuerySchema,
  documentUploadFieldsSchema,
  downloadLinkSchema,
  memberDocumentPageSchema,
} from '../../../domain/documents.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { readUpload } from '../../http/uploads.ts';
import {
  deleteDocument,
  getDownloadLink,
  getMemberDownloadLink,
  listAllDocuments,
  listMemberDocuments,
  uploadDocument,
} from './service.ts';

export function registerDocumentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];

  routes.get('/api/documents', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listDocuments',
      summary:
        'Une page des documents généraux et de ceux adressés au membre connecté, du plus récent au plus ancien (recherche par nom)',
      querystring: documentListQuerySchema,
      response: { 200: memberDocumentPageSchema },
    },
    handler: (request) => listMemberDocuments(ctx, request.query, currentUser(request)),
  });

  routes.get('/api/documents/:id/download', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getDocumentLink',
      summary: 'Lien de téléchargement (60 s) d’un document général ou adressé au membre',
      params: idParamsSchema,
      response: { 200: downloadLinkSchema },
    },
    handler: (request) => getMemberDownloadLink(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/documents', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listAllDocuments',
      summary:
        'Une page de tous les documents, avec destinataire et auteur, du plus récent au plus ancien ; recherche par nom, email ou nom du destinataire',
      querystring: documentListQuerySchema,
      response: { 200: adminDocumentPageSchema },
    },
    handler: (request) => listAllDocuments(ctx, request.query),
  });

  routes.post('/api/admin/documents', {
    config: { role: 'admin', upload: { fields: documentUploadFieldsSchema } },
    schema: {
      tags,
      operationId: 'uploadDocument',
      summary: 'Déposer un document (multipart : type, user_id pour un document spécifique, puis le fichier)',
      response: { 201: adminDocumentSchema },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, {
        allowedTypes: DOCUMENT_MIME_TYPES,
        typeMessage: DOCUMENT_TYPE_REFUSED,
      });
      return reply.status(201).send(await uploadDocument(ctx, upload, currentUser(request)));
    },
  });

  routes.get('/api/admin/documents/:id/download', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getAnyDocumentLink',
      summary: 'Lien de téléchargement (60 s) de n’importe quel document',
      params: idParamsSchema,
      response: { 200: downloadLinkSchema },
    },
    handler: (request) => getDownloadLink(ctx, request.params),
  });

  routes.delete('/api/admin/documents/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteDocument',
      summary: 'Supprimer un document (le fichier et sa fiche)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteDocument(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
