import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  erasureRequestPageSchema,
  erasureRequestSchema,
  erasureStatusSchema,
  listErasureRequestsQuerySchema,
} from '../../../domain/privacy-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { toFetchHeaders } from '../auth/better-auth-bridge.ts';
import { deleteUser } from './account-deletion.ts';
import { createDataExport, createMemberDataExport } from './data-export.ts';
import {
  cancelErasureRequest,
  confirmErasure,
  getErasureStatus,
  listErasureRequests,
  requestErasure,
} from './erasure-requests.ts';

/** The member's rights over their data (RGPD): a copy of it, and the erasure of their account. */
export function registerPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['données personnelles'];
  const member = { role: 'member' as const };
  const admin = { role: 'admin' as const };

  routes.get('/api/members/me/data-export', {
    config: member,
    schema: {
      tags,
      operationId: 'exportMyData',
      summary: 'Télécharger mes données : un ZIP avec donnees.json et les fichiers qui me sont adressés',
    },
    handler: async (request, reply) => {
      const file = await createDataExport(ctx, currentUser(request));
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.stream);
    },
  });

  // A POST, as it writes its journal line: no GET changes anything (a link from elsewhere carries the cookie).
  routes.post('/api/admin/users/:id/data-export', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportMemberData',
      summary:
        'Télécharger les données d’un membre, pour le lui remettre : le même ZIP que « Télécharger mes données », journalisé',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const file = await createMemberDataExport(ctx, request.params, currentUser(request));
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.stream);
    },
  });

  routes.get('/api/members/me/erasure-request', {
    config: member,
    schema: {
      tags,
      operationId: 'getMyErasureRequest',
      summary: 'Ma demande de suppression de compte, s’il y en a une',
      response: { 200: erasureStatusSchema },
    },
    handler: (request) => getErasureStatus(ctx, currentUser(request)),
  });

  routes.post('/api/members/me/erasure-request', {
    config: member,
    schema: {
      tags,
      operationId: 'requestMyErasure',
      summary: 'Demander la suppression de mon compte (mot de passe exigé ; effectuée sous 30 jours)',
      body: erasureRequestSchema,
      response: { 200: erasureStatusSchema },
    },
    handler: (request) =>
      requestErasure(ctx, { ...request.body, headers: toFetchHeaders(request) }, currentUser(request)),
  });

  routes.delete('/api/members/me/erasure-request', {
    config: member,
    schema: {
      tags,
      operationId: 'cancelMyErasureRequest',
      summary: 'Annuler ma demande de suppression de compte',
      response: { 200: erasureStatusSchema },
    },
    handler: (request) => cancelErasureRequest(ctx, currentUser(request)),
  });

  routes.get('/api/admin/erasure-requests', {
    config: admin,
    schema: {
      tags,
      operationId: 'listErasureRequests',
      summary: 'Une page des demandes de suppression de compte en attente, les plus anciennes d’abord',
      querystring: listErasureRequestsQuerySchema,
      response: { 200: erasureRequestPageSchema },
    },
    handler: (request) => listErasureRequests(ctx, request.query),
  });

  routes.post('/api/admin/erasure-requests/:id/confirm', {
    config: admin,
    schema: {
      tags,
      operationId: 'confirmErasureRequest',
      summary: 'Effacer le compte d’un membre qui l’a demandé (ses cotisations restent, anonymisées)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await confirmErasure(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.delete('/api/admin/users/:id', {
    config: admin,
    schema: {
      // The register's « Supprimer »: listed with the other member administration routes.
      tags: ['administration des membres'],
      operationId: 'deleteUser',
      summary: 'Supprimer un utilisateur et son compte de connexion',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteUser(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
